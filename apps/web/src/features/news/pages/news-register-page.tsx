import { Form } from 'antd';
import type { NewsInput } from '@intranet/shared/news/news.schemas';
import { CrudForm } from '../../../components/crud/crud-form';
import { useInvalidToast, useLeave, useSaveOutcome } from '../../../components/crud/use-save-outcome';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useCreateNews } from '../api/create-news';
import { NEWS_TABLE_PATH } from '../news-paths';
import { NEWS_SCREENS } from '../news-screens';
import '../news.css';

/** `/news/register`: a new item on the generic form; the staff table once saved. */
export function NewsRegisterPage() {
  const [form] = Form.useForm();
  const create = useCreateNews();
  const leave = useLeave(NEWS_SCREENS);
  const invalidToast = useInvalidToast(NEWS_SCREENS.invalidToast);
  const outcome = useSaveOutcome(NEWS_SCREENS, form, {
    done: NEWS_SCREENS.texts.created,
    failed: NEWS_SCREENS.texts.createFailed,
  });
  return (
    <SectionLayout title={NEWS_SCREENS.titles.register} back={NEWS_TABLE_PATH}>
      <CrudForm
        config={NEWS_SCREENS}
        form={form}
        submitting={create.isPending}
        onSubmit={(values) => create.mutate(values as NewsInput, outcome)}
        onInvalid={invalidToast}
        onCancel={() => leave()}
      />
    </SectionLayout>
  );
}
