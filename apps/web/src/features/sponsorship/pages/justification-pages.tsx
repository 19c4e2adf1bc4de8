import { Form, Input } from 'antd';
import { justificationInput, type JustificationInput } from '@intranet/shared/sponsorship/sponsorship.schemas';
import { maxLengthOf, zodRules } from '../../../components/form/zod-rules';
import { useStep } from '../api/step-calls';
import { RequestPage } from '../components/request-page';
import { RequestSummary } from '../components/sponsorship-parts';
import { StepForm } from '../components/step-form';
import { StepListPage } from '../components/step-list-page';
import { SPONSORSHIP_PATHS as PATHS } from '../sponsorship-paths';

const rules = zodRules(justificationInput);
const max = (key: keyof JustificationInput) => maxLengthOf(justificationInput.shape[key]);

/** /marketing/sponsorship/justification/list */
export function JustificationListPage() {
  return (
    <StepListPage
      title="Justificativas"
      step="justification"
      from="em_justificativa"
      statuses={['em_justificativa', 'em_viabilidade', 'em_negociacao', 'aprovado', 'realizado']}
      register={PATHS.justificationRegister}
      edit={PATHS.justificationEdit}
      editableIn={['em_viabilidade', 'em_negociacao']}
    />
  );
}

function JustificationForm({ mode }: { mode: 'register' | 'edit' }) {
  const [form] = Form.useForm<JustificationInput>();
  const create = useStep('createJustification');
  const update = useStep('updateJustification');
  const run = mode === 'register' ? create : update;
  return (
    <RequestPage
      title={mode === 'register' ? 'Nova justificativa' : 'Editar justificativa'}
      back={PATHS.justificationList}
    >
      {(request) => (
        <>
          <RequestSummary request={request} />
          <StepForm<JustificationInput>
            form={form}
            initial={request.justificativa ?? undefined}
            saving={run.isPending}
            done={PATHS.details(request.id)}
            save={(values) => run.mutateAsync({ id: request.id, arg: values })}
          >
            <Form.Item name="aderencia_publico" label="Aderência do público" rules={rules.aderencia_publico}>
              <Input.TextArea rows={3} maxLength={max('aderencia_publico')} showCount />
            </Form.Item>
            <Form.Item name="estrategia_regiao" label="Estratégia na região" rules={rules.estrategia_regiao}>
              <Input.TextArea rows={3} maxLength={max('estrategia_regiao')} showCount />
            </Form.Item>
            <Form.Item name="observacoes" label="Observações" rules={rules.observacoes}>
              <Input.TextArea rows={2} maxLength={max('observacoes')} />
            </Form.Item>
          </StepForm>
        </>
      )}
    </RequestPage>
  );
}

export const JustificationRegisterPage = () => <JustificationForm mode="register" />;
export const JustificationEditPage = () => <JustificationForm mode="edit" />;
