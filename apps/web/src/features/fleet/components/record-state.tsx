import type { ReactNode } from 'react';
import { Alert, Skeleton } from 'antd';
import { SectionLayout } from '../../../components/section-layout/section-layout';

/**
 * An edit screen while its record loads (a skeleton) or when it cannot be read (not found or failed,
 * with the way back to the list); the form otherwise.
 */
export function RecordState({
  title,
  back,
  loading,
  failed,
  notFound,
  children,
}: {
  title: string;
  back: string;
  loading: boolean;
  failed: boolean;
  notFound: string;
  children: ReactNode;
}) {
  if (loading)
    return (
      <SectionLayout title={title} back={back}>
        <Skeleton active />
      </SectionLayout>
    );
  if (failed)
    return (
      <SectionLayout title={title} back={back}>
        <Alert type="warning" showIcon title={notFound} />
      </SectionLayout>
    );
  return <>{children}</>;
}
