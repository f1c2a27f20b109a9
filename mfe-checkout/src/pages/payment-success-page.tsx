import { useLocation } from 'react-router';
import { siteMapEntry } from 'shared';

export default function PaymentSuccessPage() {
  const { pathname } = useLocation();
  return <h1>{siteMapEntry(pathname)?.heading ?? 'Page'}</h1>;
}
