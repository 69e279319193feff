import { isSourceTag, SOURCE_QUERY_PARAM } from '@shared/source-tags';
import { useEffect, useState } from 'react';

/** What a new registration says of where it came from (docs/product-rules.md, "Insights"). */
export type SignUpSource = { source?: string; referrer?: string };

/**
 * For the event page: the source tag of the link the visitor came by (`?src=qr`) and the page's referrer, passed
 * on with a sign-up. Read in the browser only: the server renders (and caches) the page without them. A tag that
 * is not one (`?src=Flyer 2`) is lower-cased, else dropped, never a reason to refuse the sign-up.
 */
export function useSignUpSource(): SignUpSource {
  const [found, setFound] = useState<SignUpSource>({});
  useEffect(() => {
    const tag = (new URLSearchParams(window.location.search).get(SOURCE_QUERY_PARAM) ?? '').toLowerCase();
    setFound({
      source: isSourceTag(tag) ? tag : undefined,
      referrer: document.referrer || undefined,
    });
  }, []);
  return found;
}
