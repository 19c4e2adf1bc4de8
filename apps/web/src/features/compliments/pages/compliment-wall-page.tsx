import { COMPLIMENTS_MSG as MSG } from '@intranet/shared/compliments/compliments.messages';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { ComplimentList } from '../components/compliment-list';
import { COMPLIMENTS_REGISTER_PATH } from '../compliments-paths';
import '../compliments.css';

/** `/compliments/list`: the wall of compliments, newest first; HR sees the hidden ones and moderates. */
export function ComplimentWallPage() {
  return (
    <SectionLayout title={MSG.wallTitle} back add={{ label: MSG.add, to: COMPLIMENTS_REGISTER_PATH }}>
      <ComplimentList />
    </SectionLayout>
  );
}
