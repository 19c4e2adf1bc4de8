import { useEffect } from 'react';
import { Button, Form, Spin } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { CAMPAIGN_RESULTS_MSG as TEXT } from '@intranet/shared/campaign-results/campaign-results.messages';
import { HistoryViewer } from '../../../components/history-viewer/history-viewer';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { StatusPage } from '../../../components/status-page/status-page';
import { showServerErrors } from '../../../components/form/server-errors';
import { useNotify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useResult } from '../api/get-result';
import { useUpdateResult } from '../api/update-result';
import { ResultForm, type ResultFormValues, formValuesOf, readResultForm } from '../components/result-form';
import { type ResultsSection, idFrom, resultsListPath } from '../results-paths';

const NOTICE_SECONDS = 3.5;

const HISTORY_LABELS = {
  periodo: 'Período',
  periodo_inicio: 'Início',
  periodo_fim: 'Fim',
  id_empresa: 'Provedor',
  id_canal: 'Canal',
  impressoes: 'Impressões',
  cliques: 'Cliques',
  conversas_iniciadas: 'Conversas iniciadas',
  investimento: 'Valor investido',
};

/** `edit/{id}?id_result=&id_campanha=` (or the report's `edit?id_result=`): saved, it goes to the report's list of the campaign (spec §4). */
export function ResultEditPage({ section = 'results' }: { section?: ResultsSection }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const params = useParams();
  const [search] = useSearchParams();
  const id = idFrom(search.get('id_result')) ?? idFrom(params.id);
  const idCampaign = idFrom(search.get('id_campanha'));
  const result = useResult(id);
  const update = useUpdateResult();
  const usuarioId = useSession().user?.usuarioId;
  const [form] = Form.useForm<ResultFormValues>();
  const row = result.data;

  useEffect(() => {
    if (row) form.setFieldsValue(formValuesOf(row));
  }, [row, form]);

  const title = row ? `${TEXT.title} - Editar ${row.periodo}` : `${TEXT.title} - Editar`;
  const back = resultsListPath(section, row?.id_campanha ?? idCampaign);
  if (!id || row === null || result.isError) {
    return (
      <SectionLayout title={title} back={back}>
        <StatusPage kind="notFound" />
      </SectionLayout>
    );
  }

  const save = async () => {
    const values = await readResultForm(form, (text) => notify.error(text, NOTICE_SECONDS));
    if (!values || !row) return;
    update.mutate(
      { id, object: { ...values, id_usuario_updater: usuarioId } },
      {
        onSuccess: () => {
          notify.success(TEXT.updated, NOTICE_SECONDS);
          navigate(resultsListPath('report', row.id_campanha));
        },
        onError: (error) => {
          showServerErrors(form, error, { nameField: 'periodo' });
          notify.error(TEXT.updateFailed, NOTICE_SECONDS);
        },
      },
    );
  };

  return (
    <SectionLayout title={title} back={back}>
      {row ? (
        <>
          <ResultForm
            form={form}
            idCampaign={row.id_campanha}
            exceptId={row.id}
            buttons={
              <>
                <Button onClick={() => navigate(back)}>Cancelar</Button>
                <Button type="primary" onClick={() => void save()} loading={update.isPending}>
                  Salvar
                </Button>
              </>
            }
          />
          <HistoryViewer tabela="vendas_campanha_resultado" id={row.id} labels={HISTORY_LABELS} />
        </>
      ) : (
        <Spin />
      )}
    </SectionLayout>
  );
}
