import { isSourceTag, SOURCE_QUERY_PARAM } from '@shared/source-tags';
import { useCallback, useEffect, useRef } from 'react';

/** What a new registration says of where it came from (docs/product-rules.md, "Insights"). */
export type SignUpSource = { source?: string; referrer?: string };

/**
 * For the event page: reads the source tag of the link the visitor came by (`?src=qr`) and the page's referrer,
 * passed on with a sign-up. Taken in the browser only, on arrival (before a manage link's parameters are cleared
 * from the address): the server renders (and caches) the page without them. Kept outside React's state, so taking
 * them does not render the whole page again just after it is hydrated. A tag that is not one (`?src=Flyer 2`) is
 * lower-cased, else dropped, never a reason to refuse the sign-up.
 */
export function useSignUpSource(): () => SignUpSource {
  const found = useRef<SignUpSource>({});
  useEffect(() => {
    const tag = (new URLSearchParams(window.location.search).get(SOURCE_QUERY_PARAM) ?? '').toLowerCase();
    found.current = {
      source: isSourceTag(tag) ? tag : undefined,
      referrer: document.referrer || undefined,
    };
  }, []);
  return useCallback(() => found.current, []);
}
