import { type ComponentType, createContext, useContext } from 'react';

/** What the admin screens need from an image uploader (the uploads feature's ImageUploader fits). */
export type UploaderProps = {
  /** Called with the object paths of the files that uploaded; a rejected promise shows 'Upload Failed'. */
  onUploaded: (objectPaths: string[]) => unknown;
  maxFiles?: number;
  label?: string;
  hint?: string;
  disabled?: boolean;
  successToast?: boolean;
  showFileList?: boolean;
  className?: string;
};

// Features do not import each other (DESIGN.md convention 8): the admin page supplies the uploader.
const UploaderContext = createContext<ComponentType<UploaderProps> | null>(null);

export const UploaderProvider = UploaderContext.Provider;

export function Uploader(props: UploaderProps) {
  const Component = useContext(UploaderContext);
  if (!Component) return <p className="text-destructive text-sm">Image uploads are not available.</p>;
  return <Component {...props} />;
}
