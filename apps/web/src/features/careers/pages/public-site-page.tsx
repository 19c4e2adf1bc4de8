import { useEffect } from 'react';
import { Skeleton } from 'antd';

/** /careers/list inside the app (the module menu): the public careers site is a page of its own. */
export function PublicSitePage() {
  useEffect(() => window.location.replace(`${window.location.pathname}${window.location.search}`), []);
  return <Skeleton active />;
}
