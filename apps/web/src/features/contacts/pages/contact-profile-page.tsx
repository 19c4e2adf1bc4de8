import { useState } from 'react';
import {
  Alert,
  Button,
  Descriptions,
  type DescriptionsProps,
  Form,
  Input,
  Modal,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { CopyOutlined, DownloadOutlined, EditOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router-dom';
import { CONTACTS_MSG as MSG } from '@intranet/shared/contacts/contacts.messages';
import type { ContactProfile, OwnContactInput } from '@intranet/shared/contacts/contacts.schemas';
import { formatPhone, maskPhone } from '@intranet/shared/format/phone';
import { NOT_INFORMED } from '@intranet/shared/format/text';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { errorText } from '../../../lib/error-text';
import { useNotify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { showServerErrors } from '../../../components/form/server-errors';
import { downloadContactVcard } from '../api/download-contact-vcard';
import { useContact } from '../api/read-contact';
import { useSaveOwnContact } from '../api/save-own-contact';
import { ContactAvatar } from '../components/contact-avatar';
import { CONTACTS_LIST_PATH, contactProfilePath } from '../contacts-paths';
import './contacts.css';

function items(c: ContactProfile, copyEmail: () => void): DescriptionsProps['items'] {
  const text = (v: string | null | undefined) => v || NOT_INFORMED;
  return [
    {
      key: 'email',
      label: 'E-mail',
      children: c.email ? (
        <Space wrap>
          <a href={`mailto:${c.email}`}>{c.email}</a>
          <Button size="small" icon={<CopyOutlined />} onClick={copyEmail}>
            {MSG.copyEmail}
          </Button>
        </Space>
      ) : (
        NOT_INFORMED
      ),
    },
    { key: 'ramal', label: 'Ramal', children: text(c.ramal) },
    {
      key: 'telefone',
      label: 'Telefone',
      children: c.telefone ? <a href={`tel:+55${c.telefone}`}>{formatPhone(c.telefone)}</a> : NOT_INFORMED,
    },
    { key: 'empresa', label: 'Empresa', children: text(c.empresa?.nome) },
    { key: 'departamento', label: 'Departamento', children: text(c.departamento?.nome) },
    { key: 'setor', label: 'Setor', children: text(c.setor?.nome) },
    { key: 'cargo', label: 'Cargo', children: text(c.cargo?.nome) },
    {
      key: 'gestor',
      label: 'Gestor',
      children: c.gestor ? <Link to={contactProfilePath(c.gestor.id)}>{c.gestor.nome}</Link> : NOT_INFORMED,
    },
  ];
}

/** The dialog where an employee keeps their own extension and work phone. */
function OwnContactDialog({ contact, onClose }: { contact: ContactProfile; onClose: () => void }) {
  const [form] = Form.useForm<OwnContactInput>();
  const save = useSaveOwnContact();
  const notify = useNotify();
  const submit = (values: OwnContactInput) =>
    save.mutate(
      { ramal: values.ramal ?? '', telefone: values.telefone ?? '' },
      {
        onSuccess: () => {
          notify.success(MSG.saved);
          onClose();
        },
        onError: (e) => {
          if (!showServerErrors(form, e)) notify.fail(e);
        },
      },
    );
  return (
    <Modal
      open
      title={MSG.editOwn}
      okText="Salvar"
      cancelText="Cancelar"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ ramal: contact.ramal ?? '', telefone: contact.telefone ? maskPhone(contact.telefone) : '' }}
        onFinish={submit}
      >
        <Form.Item name="ramal" label="Ramal" rules={[{ pattern: /^\d{0,8}$/, message: MSG.extensionInvalid }]}>
          <Input inputMode="numeric" maxLength={8} />
        </Form.Item>
        <Form.Item
          name="telefone"
          label="Telefone comercial"
          normalize={(v: string) => maskPhone(v ?? '')}
          rules={[{ pattern: /^$|^\(\d{2}\) \d{4,5}-\d{4}$/, message: 'Número invalido' }]}
        >
          <Input inputMode="tel" maxLength={15} placeholder="(00) 0000-0000" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** /contacts/profile/:id: a colleague's card, with "Copiar e-mail", the vCard and, on one's own, the edit of extension and phone. */
export function ContactProfilePage() {
  const id = Number(useParams<{ id: string }>().id);
  const contact = useContact(id);
  const notify = useNotify();
  const me = useSession().user?.usuarioId;
  const [editing, setEditing] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const copyEmail = (email: string) =>
    navigator.clipboard.writeText(email).then(
      () => notify.success(MSG.emailCopied),
      () => notify.error(MSG.copyFailed),
    );
  const vcard = async () => {
    setDownloading(true);
    try {
      await downloadContactVcard(id);
    } catch (e) {
      notify.fail(e, MSG.vcardFailed);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <SectionLayout title={MSG.profileTitle} back={CONTACTS_LIST_PATH}>
      {contact.isPending && Number.isInteger(id) ? (
        <Skeleton active avatar />
      ) : contact.isError || !contact.data ? (
        <Alert type="error" showIcon title={errorText(contact.error, MSG.notFound)} />
      ) : (
        <div className="contact-profile">
          <ContactAvatar nome={contact.data.nome} idImagem={contact.data.id_imagem} size={120} />
          <div className="contact-profile__main">
            <Typography.Title level={3} style={{ marginTop: 0, marginBottom: 4 }}>
              {contact.data.nome}
            </Typography.Title>
            {contact.data.cargo && <Typography.Text type="secondary">{contact.data.cargo.nome}</Typography.Text>}
            <Space wrap style={{ margin: '16px 0', display: 'flex' }}>
              <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void vcard()}>
                {MSG.downloadVcard}
              </Button>
              {me === contact.data.id && (
                <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                  {MSG.editOwn}
                </Button>
              )}
            </Space>
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, md: 2 }}
              items={items(contact.data, () => void copyEmail(contact.data.email ?? ''))}
              data-testid="contact-profile"
            />
          </div>
          {editing && <OwnContactDialog contact={contact.data} onClose={() => setEditing(false)} />}
        </div>
      )}
    </SectionLayout>
  );
}
