import { useEffect } from 'react';
import { Skeleton } from 'antd';
import { useFileUrl } from '../../../components/file-image/use-file-url';

type Props = { id: string; alt: string; className?: string; onFail: () => void };

/** An image of a content, read with the bearer token; reports a missing or invalid file once. */
export function ContentImage({ id, alt, className, onFail }: Props) {
  const { url, failed } = useFileUrl(id);
  useEffect(() => {
    if (failed) onFail();
  }, [failed, onFail]);
  if (failed) return null;
  if (!url) return <Skeleton.Image active className={className} />;
  return <img src={url} alt={alt} className={className} />;
}
