import { Button, Form } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CAMPAIGN_RESULTS_MSG as TEXT } from '@intranet/shared/campaign-results/campaign-results.messages';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { StatusPage } from '../../../components/status-page/status-page';
import { showServerErrors } from '../../../components/form/server-errors';
import { useNotify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useCampaign } from '../api/get-campaign';
import { useCreateResult } from '../api/create-result';
import { FIGURE_FIELDS, ResultForm, type ResultFormValues, readResultForm } from '../components/result-form';
import { CAMPAIGNS_LIST_PATH, type ResultsSection, idFrom, resultsListPath } from '../results-paths';

/** Results notifications stay a little longer (spec §9: 3500 ms). */
const NOTICE_SECONDS = 3.5;

/**
 * `register?idCampaign=`: a new result of the campaign. 'Salvar e Continuar' keeps the provider and the
 * period for the next channel; 'Salvar' goes to the campaigns list (spec §4).
 */
export function ResultRegisterPage({ section = 'results' }: { section?: ResultsSection }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [search] = useSearchParams();
  const idCampaign = idFrom(search.get('idCampaign'));
  const campaign = useCampaign(idCampaign);
  const usuarioId = useSession().user?.usuarioId;
  const [form] = Form.useForm<ResultFormValues>();
  const create = useCreateResult();
  const back = section === 'report' ? resultsListPath('report', idCampaign) : CAMPAIGNS_LIST_PATH;
  const name = campaign.data?.nome;
  const title = name ? `${TEXT.title} - ${name} - Novo resultado` : `${TEXT.title} - Novo resultado`;

  if (!idCampaign || campaign.data === null) {
    return (
      <SectionLayout title={title} back={back}>
        <StatusPage kind="notFound" />
      </SectionLayout>
    );
  }

  const save = async (then: 'continue' | 'leave') => {
    const values = await readResultForm(form, (text) => notify.error(text, NOTICE_SECONDS));
    if (!values) return;
    create.mutate(
      { id_campanha: idCampaign, id_usuario: usuarioId, ...values },
      {
        onSuccess: () => {
          notify.success(TEXT.created, NOTICE_SECONDS);
          if (then === 'leave') navigate(CAMPAIGNS_LIST_PATH);
          else form.resetFields(['id_canal', ...FIGURE_FIELDS]);
        },
        onError: (error) => {
          showServerErrors(form, error, { nameField: 'periodo' });
          notify.fail(error, TEXT.createFailed);
        },
      },
    );
  };

  return (
    <SectionLayout title={title} back={back}>
      <ResultForm
        form={form}
        idCampaign={idCampaign}
        buttons={
          <>
            <Button onClick={() => navigate(back)}>Cancelar</Button>
            <Button onClick={() => void save('continue')} loading={create.isPending}>
              Salvar e Continuar
            </Button>
            <Button type="primary" onClick={() => void save('leave')} loading={create.isPending}>
              Salvar
            </Button>
          </>
        }
      />
    </SectionLayout>
  );
}
