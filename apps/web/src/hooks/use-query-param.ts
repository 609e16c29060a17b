import { useLocation } from 'react-router-dom';

/**
 * One parameter of the page's query string (null when absent). The app only reads its query strings:
 * react-router's `useSearchParams`, made to write them too, would put its code in the router chunk that
 * every first visit loads.
 */
export function useQueryParam(name: string): string | null {
  return new URLSearchParams(useLocation().search).get(name);
}
