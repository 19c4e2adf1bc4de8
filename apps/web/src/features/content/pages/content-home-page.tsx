import type { ReactNode } from 'react';
import { Alert, Badge, Card, Empty, Input, Skeleton, Tag } from 'antd';
import {
  BookOutlined,
  CalendarOutlined,
  ContactsOutlined,
  MailOutlined,
  NotificationOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
} from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { formatInstantDate } from '@intranet/shared/format/dates';
import type { NewsCard } from '@intranet/shared/news/news.schemas';
import type { PendingRead } from '@intranet/shared/read-confirmations/read-confirmations.schemas';
import { FileImage } from '../../../components/file-image/file-image';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { errorText } from '../../../lib/error-text';
import { useHandbookContents } from '../api/get-handbook-contents';
import { useLatestNews } from '../api/list-latest-news';
import { useMyHrContents } from '../api/list-my-hr-contents';
import { usePendingReads } from '../api/list-pending-reads';
import '../content-home.css';

/** Where the home's links lead: the screens of the news, the handbook, the FAQ and the HR contents. */
export const HOME_LINKS = {
  news: '/news/list',
  article: (id: number) => `/news/${id}`,
  handbook: '/employee-handbook/view',
  chapter: (id: number) => `/employee-handbook/view?capitulo=${id}`,
  faqSearch: (text: string) => `/faq/search/${text ? encodeURIComponent(text) : 'noparms'}`,
  trail: (idOnboarding: number, idTrail: number) =>
    `/human-resources/onboarding/employee?idOnboarding=${idOnboarding}&idTrail=${idTrail}`,
  signature: '/emailsignature/list',
  contacts: '/contacts/list',
  calendar: '/calendar',
} as const;

/** What the home says, in pt-BR. */
export const HOME_TEXT = {
  title: 'Espaço do colaborador',
  faqTitle: 'Tem alguma dúvida?',
  faqSearch: 'Buscar nas perguntas frequentes',
  faqPlaceholder: 'Ex.: férias, vale-transporte, senha do e-mail',
  faqAll: 'Ver todas as perguntas',
  pendingTitle: 'Leituras pendentes',
  pendingNone: 'Nenhuma leitura pendente. Você está em dia!',
  pendingNews: 'Notícia',
  pendingChapter: 'Manual',
  newsTitle: 'Últimas novidades',
  newsAll: 'Ver todas as novidades',
  newsNone: 'Nenhuma novidade publicada para você ainda.',
  handbookTitle: 'Manual do Colaborador',
  handbookOpen: 'Abrir o Manual',
  handbookNone: 'O Manual ainda não tem capítulos publicados.',
  pendingTag: 'Leitura pendente',
  hrTitle: 'Conteúdos do RH',
  hrNone: 'Nenhum conteúdo do RH foi atribuído a você no momento.',
  shortcutsTitle: 'Atalhos',
  failed: 'Não foi possível carregar esta seção. Tente novamente mais tarde.',
} as const;

/** A section's body while loading, failed or empty; `children` once there is something to show. */
function SectionState({
  query,
  empty,
  emptyText,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (query.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (query.isError) return <Alert type="warning" showIcon title={errorText(query.error, HOME_TEXT.failed)} />;
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return <>{children}</>;
}

/** The FAQ search: Enter opens the FAQ on the words typed. */
function FaqSearch() {
  const navigate = useNavigate();
  return (
    <Card
      size="small"
      className="content-home__faq"
      title={
        <span>
          <QuestionCircleOutlined /> {HOME_TEXT.faqTitle}
        </span>
      }
      extra={<Link to={HOME_LINKS.faqSearch('')}>{HOME_TEXT.faqAll}</Link>}
    >
      <Input.Search
        aria-label={HOME_TEXT.faqSearch}
        placeholder={HOME_TEXT.faqPlaceholder}
        enterButton="Buscar"
        maxLength={100}
        onSearch={(text) => navigate(HOME_LINKS.faqSearch(text.trim()))}
      />
    </Card>
  );
}

const pendingLink = (item: PendingRead) =>
  item.tipo === 'noticia' ? HOME_LINKS.article(item.id) : HOME_LINKS.chapter(item.id);

/** The mandatory items the reader has not confirmed yet, with the count. */
function PendingReads() {
  const pending = usePendingReads();
  const items = pending.data ?? [];
  return (
    <Card
      size="small"
      className="content-home__pending"
      data-testid="pending-reads"
      title={
        <span>
          <ReadOutlined /> {HOME_TEXT.pendingTitle}{' '}
          <Badge count={items.length} aria-label={`${items.length} pendentes`} />
        </span>
      }
    >
      <SectionState query={pending} empty={items.length === 0} emptyText={HOME_TEXT.pendingNone}>
        <ul className="content-home__list">
          {items.map((item) => (
            <li key={`${item.tipo}-${item.id}`}>
              <Tag color={item.tipo === 'noticia' ? 'blue' : 'purple'}>
                {item.tipo === 'noticia' ? HOME_TEXT.pendingNews : HOME_TEXT.pendingChapter}
              </Tag>
              <Link to={pendingLink(item)}>{item.titulo}</Link>
              <span className="content-home__muted"> · desde {formatInstantDate(item.desde)}</span>
            </li>
          ))}
        </ul>
      </SectionState>
    </Card>
  );
}

/** One news card: cover, category, date, title and summary, opening the article. */
function NewsItem({ item }: { item: NewsCard }) {
  return (
    <article className="content-home__news-card" style={{ borderTopColor: item.categoria?.color ?? '#8c8c8c' }}>
      <Link to={HOME_LINKS.article(item.id)} className="content-home__news-link">
        <FileImage id={item.imagem_capa} width={320} height={140} style={{ width: '100%', height: 140 }} />
        <div className="content-home__news-body">
          <div className="content-home__muted">
            {item.categoria ? `${item.categoria.titulo} · ` : ''}
            <time dateTime={item.publicado_em}>{formatInstantDate(item.publicado_em)}</time>
          </div>
          <h3 className="content-home__news-title">{item.titulo}</h3>
          <p className="content-home__news-summary">{item.resumo}</p>
        </div>
      </Link>
    </article>
  );
}

/** The first cards of the reader's feed. */
function LatestNews() {
  const news = useLatestNews();
  const items = news.data?.itens ?? [];
  return (
    <Card
      size="small"
      className="content-home__news"
      title={
        <span>
          <NotificationOutlined /> {HOME_TEXT.newsTitle}
        </span>
      }
      extra={<Link to={HOME_LINKS.news}>{HOME_TEXT.newsAll}</Link>}
    >
      <SectionState query={news} empty={items.length === 0} emptyText={HOME_TEXT.newsNone}>
        <div className="content-home__news-grid">
          {items.map((item) => (
            <NewsItem key={item.id} item={item} />
          ))}
        </div>
      </SectionState>
    </Card>
  );
}

/** The handbook's table of contents; a chapter opens in the handbook. */
function HandbookContents() {
  const toc = useHandbookContents();
  const parts = (toc.data ?? []).filter((part) => part.capitulos.length > 0);
  return (
    <Card
      size="small"
      title={
        <span>
          <BookOutlined /> {HOME_TEXT.handbookTitle}
        </span>
      }
      extra={<Link to={HOME_LINKS.handbook}>{HOME_TEXT.handbookOpen}</Link>}
    >
      <SectionState query={toc} empty={parts.length === 0} emptyText={HOME_TEXT.handbookNone}>
        <nav aria-label="Sumário do Manual do Colaborador">
          {parts.map((part) => (
            <section key={part.id} className="content-home__toc-part">
              <h3 className="content-home__toc-title">{part.titulo}</h3>
              <ol className="content-home__list">
                {part.capitulos.map((chapter) => (
                  <li key={chapter.id}>
                    <Link to={HOME_LINKS.chapter(chapter.id)}>{chapter.titulo}</Link>
                    {chapter.pendente && <Tag color="red">{HOME_TEXT.pendingTag}</Tag>}
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </nav>
      </SectionState>
    </Card>
  );
}

/** The HR contents given to the employee (their onboardings, trail by trail), and shortcuts. */
function HrContents() {
  const mine = useMyHrContents();
  const onboardings = mine.data ?? [];
  return (
    <Card
      size="small"
      title={
        <span>
          <ReadOutlined /> {HOME_TEXT.hrTitle}
        </span>
      }
    >
      <SectionState query={mine} empty={onboardings.length === 0} emptyText={HOME_TEXT.hrNone}>
        {onboardings.map((onboarding) => (
          <section key={onboarding.id_usuario_onboarding} className="content-home__toc-part">
            <h3 className="content-home__toc-title">
              {onboarding.titulo}{' '}
              <span className="content-home__muted">
                ({onboarding.conteudos_lidos}/{onboarding.conteudos_total} conteúdos)
              </span>
            </h3>
            <ul className="content-home__list">
              {[...onboarding.trilhas]
                .sort((a, b) => a.prioridade - b.prioridade)
                .map((trail) => (
                  <li key={trail.id_trilha}>
                    <Link to={HOME_LINKS.trail(onboarding.id_onboarding, trail.id_trilha)}>{trail.nome}</Link>
                    <span className="content-home__muted">
                      {' '}
                      · {trail.conteudos_lidos}/{trail.conteudos_total}
                    </span>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </SectionState>
    </Card>
  );
}

const SHORTCUTS = [
  { to: HOME_LINKS.signature, label: 'Assinatura de e-mail', icon: <MailOutlined /> },
  { to: HOME_LINKS.contacts, label: 'Contatos', icon: <ContactsOutlined /> },
  { to: HOME_LINKS.calendar, label: 'Calendário', icon: <CalendarOutlined /> },
  { to: HOME_LINKS.faqSearch(''), label: 'Perguntas frequentes', icon: <QuestionCircleOutlined /> },
];

/**
 * `/content/home`: the employees' entry page. The FAQ search, the readings still to confirm, the latest
 * news, the handbook's contents and the HR contents given to the employee, each section on its own call
 * (one failing leaves the others).
 */
export function ContentHomePage() {
  return (
    <SectionLayout title={HOME_TEXT.title}>
      <div className="content-home">
        <FaqSearch />
        <div className="content-home__columns">
          <div className="content-home__main">
            <PendingReads />
            <LatestNews />
          </div>
          <div className="content-home__side">
            <HandbookContents />
            <HrContents />
            <Card size="small" title={HOME_TEXT.shortcutsTitle}>
              <ul className="content-home__list">
                {SHORTCUTS.map((s) => (
                  <li key={s.to}>
                    {s.icon} <Link to={s.to}>{s.label}</Link>
                  </li>
                ))}
              </ul>
            </Card>
          </div>
        </div>
      </div>
    </SectionLayout>
  );
}
