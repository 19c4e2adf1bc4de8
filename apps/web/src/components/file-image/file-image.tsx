import type { CSSProperties } from 'react';
import { PictureOutlined } from '@ant-design/icons';
import { useFileUrl } from './use-file-url';

type Props = {
  id: string | number | null | undefined;
  role?: string;
  alt?: string;
  width?: number;
  height?: number;
  style?: CSSProperties;
};

/** An image kept by the files API; a placeholder while loading or when missing. */
export function FileImage({ id, role, alt = '', width = 64, height, style }: Props) {
  const { url } = useFileUrl(id, role);
  if (!url)
    return <PictureOutlined style={{ fontSize: Math.min(width, 32), color: '#bbb', ...style }} aria-label={alt} />;
  return (
    <img src={url} alt={alt} width={width} height={height} style={{ objectFit: 'cover', borderRadius: 4, ...style }} />
  );
}
