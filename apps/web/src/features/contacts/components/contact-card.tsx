import { Card, Typography } from 'antd';
import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { Contact } from '@intranet/shared/contacts/contacts.schemas';
import { formatPhone } from '@intranet/shared/format/phone';
import { ContactAvatar } from './contact-avatar';
import { contactProfilePath } from '../contacts-paths';

/** A colleague in the directory: photo, name, position, where they work and how to reach them. */
export function ContactCard({ contact }: { contact: Contact }) {
  const where = [contact.departamento?.nome, contact.empresa?.nome].filter(Boolean).join(' · ');
  return (
    <Card size="small" className="contact-card" data-testid="contact-card">
      <div className="contact-card__head">
        <ContactAvatar nome={contact.nome} idImagem={contact.id_imagem} />
        <div className="contact-card__who">
          <Link to={contactProfilePath(contact.id)} className="contact-card__name">
            {contact.nome}
          </Link>
          {contact.cargo && <Typography.Text type="secondary">{contact.cargo.nome}</Typography.Text>}
          {where && <Typography.Text type="secondary">{where}</Typography.Text>}
        </div>
      </div>
      <div className="contact-card__reach">
        {contact.email && (
          <a href={`mailto:${contact.email}`} title={contact.email}>
            <MailOutlined /> {contact.email}
          </a>
        )}
        {(contact.ramal || contact.telefone) && (
          <span>
            <PhoneOutlined />{' '}
            {[contact.ramal && `Ramal ${contact.ramal}`, formatPhone(contact.telefone)].filter(Boolean).join(' · ')}
          </span>
        )}
      </div>
    </Card>
  );
}
