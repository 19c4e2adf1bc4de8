import type { ReactNode } from 'react';
import { Button, Form, Skeleton, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { MSG } from '@intranet/shared/validation/messages';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { showServerErrors } from '../../../components/form/server-errors';
import { StatusPage } from '../../../components/status-page/status-page';
import { useNotify } from '../../../lib/notify';
import '../../../components/crud/crud-form.css';

type Props<S extends z.ZodType> = {
  title: string;
  schema: S;
  form: FormInstance;
  /** The request body from the form's values (month and year fields become days). */
  toBody: (values: Record<string, unknown>) => unknown;
  /** Where a refused field of the body shows on the form (data_fim → fim_ano). */
  fieldOf: Record<string, string>;
  save: (body: z.output<S>) => Promise<unknown>;
  saving: boolean;
  initialValues?: object;
  /** An edit screen waiting for its entry. */
  loading?: boolean;
  /** An edit screen whose entry is not in the résumé. */
  missing?: boolean;
  children: ReactNode;
};

/**
 * The register form of a résumé entry, drawn as the CRUD kit's forms (banner, Cancelar / Salvar,
 * rules of the shared schema): the shared schema checks the dates before anything is sent, so the
 * date-order message shows at once, and the server's refusals land under the same fields.
 */
export function EntryForm<S extends z.ZodType>({
  title,
  schema,
  form,
  toBody,
  fieldOf,
  save,
  saving,
  initialValues,
  loading,
  missing,
  children,
}: Props<S>) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const notify = useNotify();
  const back = () => navigate(`/resume/list${search}`);

  const submit = (values: Record<string, unknown>) => {
    const parsed = schema.safeParse(toBody(values));
    if (!parsed.success) {
      const issues = parsed.error.issues;
      form.setFields(
        issues.map((i) => ({ name: fieldOf[String(i.path[0])] ?? String(i.path[0]), errors: [i.message] })),
      );
      notify.error(issues[0].message);
      return;
    }
    save(parsed.data).then(
      () => {
        notify.success('Dados atualizados com sucesso!');
        back();
      },
      (error: unknown) => {
        if (!showServerErrors(form, error)) notify.fail(error);
      },
    );
  };

  if (missing) return <StatusPage kind="notFound" />;
  return (
    <SectionLayout title={title} back={back}>
      {loading ? (
        <Skeleton active />
      ) : (
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          requiredMark
          className="crud-form"
          initialValues={initialValues}
        >
          <Typography.Text type="danger" className="crud-form__banner">
            {MSG.requiredBanner}
          </Typography.Text>
          {children}
          <div className="crud-form__buttons">
            <Button onClick={back}>Cancelar</Button>
            <Button type="primary" htmlType="submit" loading={saving}>
              Salvar
            </Button>
          </div>
        </Form>
      )}
    </SectionLayout>
  );
}
