import { Alert, Spin, Tabs } from 'antd';
import { EMAIL_SIGNATURES_MSG as TEXT } from '@intranet/shared/email-signatures/email-signatures.messages';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { errorText } from '../../../lib/error-text';
import { useErrorToast } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useTabState } from '../../../lib/use-tab-state';
import { useOwnSignature } from '../api/get-own-signature';
import { useSignatureTemplates } from '../api/list-signature-templates';
import { PeopleSignatures } from '../components/people-signatures';
import { SignatureCard } from '../components/signature-card';
import { SignatureInstructions } from '../components/signature-instructions';
import { TemplateEditor } from '../components/template-editor';
import '../email-signatures.css';

/** The employee's own signature, with what is missing from it and how to use it. */
function OwnSignature() {
  const own = useOwnSignature();
  if (own.isPending) return <Spin />;
  if (own.isError) return <Alert type="error" showIcon title={errorText(own.error, TEXT.loadFailed)} />;
  const { pessoa, modelo } = own.data;
  const missing = !pessoa.cargo || !pessoa.telefone || !pessoa.email;
  return (
    <div className="own-signature">
      {!modelo?.ativo && <Alert type="info" showIcon title={TEXT.noTemplate} />}
      {missing && <Alert type="info" showIcon title={TEXT.missingData} />}
      <SignatureCard pessoa={pessoa} modelo={modelo} />
      <SignatureInstructions />
    </div>
  );
}

/**
 * `/emailsignature/list`: every employee's own signature, previewed, copied and downloaded; for HR
 * also the employees' signatures (searched, paged) and the companies' templates, edited by managers.
 */
export function EmailSignaturesPage() {
  const canList = useCan('email-signatures.list');
  const canReadTemplates = useCan('email-signatures.templates');
  const canEdit = useCan('email-signatures.editTemplate');
  const templates = useSignatureTemplates(canList || canReadTemplates);
  useErrorToast(templates.isError, TEXT.templatesFailed);
  const [tab, setTab] = useTabState('email-signatures.tab', 'mine');

  const items = [
    { key: 'mine', label: TEXT.mine, children: <OwnSignature /> },
    ...(canList
      ? [{ key: 'people', label: TEXT.people, children: <PeopleSignatures templates={templates.data ?? []} /> }]
      : []),
    ...(canReadTemplates
      ? [
          {
            key: 'templates',
            label: TEXT.templates,
            children: templates.data ? <TemplateEditor templates={templates.data} canEdit={canEdit} /> : <Spin />,
          },
        ]
      : []),
  ];

  return (
    <SectionLayout title={TEXT.title} back="/">
      {items.length === 1 ? (
        <OwnSignature />
      ) : (
        <Tabs activeKey={items.some((i) => i.key === tab) ? tab : 'mine'} onChange={setTab} items={items} />
      )}
    </SectionLayout>
  );
}
