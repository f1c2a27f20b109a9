import { useLocation } from 'react-router';
import { siteMapEntry } from 'shared';

export default function ArticlePage() {
  const { pathname } = useLocation();
  return <h1>{siteMapEntry(pathname)?.heading ?? 'Page'}</h1>;
}
