import { useNavigate } from 'react-router-dom';
import { CONTENT_MSG } from '@intranet/shared/content/content.messages';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useCreateContent } from '../api/create-content';
import { ContentForm } from '../components/content-form';
import { CONTENT_LIST_PATH } from '../content-paths';

export function ContentRegisterPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const create = useCreateContent();
  return (
    <SectionLayout title="Novo conteúdo" back={CONTENT_LIST_PATH}>
      <ContentForm
        submitLabel="Cadastrar"
        saving={create.isPending}
        onCancel={() => navigate(CONTENT_LIST_PATH)}
        onSubmit={(values) =>
          create.mutate(values, {
            onSuccess: () => {
              notify.success(CONTENT_MSG.created);
              navigate(CONTENT_LIST_PATH);
            },
            onError: (error) => notify.fail(error, CONTENT_MSG.createFailed),
          })
        }
      />
    </SectionLayout>
  );
}
