import { useMemo, useState } from 'react';
import { Alert, Button, Empty, Input, Skeleton, Tag } from 'antd';
import { CheckCircleFilled, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDateTime, formatInstantDate } from '@intranet/shared/format/dates';
import { HANDBOOK_MSG } from '@intranet/shared/handbook/handbook.messages';
import type { HandbookToc, TocChapter } from '@intranet/shared/handbook/handbook.schemas';
import { READ_CONFIRMATIONS_MSG } from '@intranet/shared/read-confirmations/read-confirmations.messages';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { errorText } from '../../../lib/error-text';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useConfirmChapter } from '../api/confirm-chapter';
import { useChapter } from '../api/get-chapter';
import { useHandbookToc } from '../api/get-handbook-toc';
import { CHAPTERS_PATH, HANDBOOK_CATEGORIES_PATH, chapterViewUrl } from '../handbook-paths';
import '../handbook.css';

/** Case and accents aside, as people type a search. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * `/employee-handbook/view`: the table of contents (parts, their chapters in order, a search over the
 * titles, the pending ones marked) beside one chapter (`?capitulo=id`; by default the first pending,
 * else the first), with its version, "Atualizado em" and "Li e estou ciente" when it asks for reading.
 */
export function HandbookViewPage() {
  const toc = useHandbookToc();
  const [params] = useSearchParams();
  const [search, setSearch] = useState('');
  const chapters = useMemo(() => (toc.data ?? []).flatMap((part) => part.capitulos), [toc.data]);
  const pending = chapters.filter((c) => c.pendente);
  const asked = Number(params.get('capitulo'));
  // The chapter opened by default (the first pending, else the first) stays open once confirmed.
  const [opened, setOpened] = useState<number>();
  const fallback = opened ?? (pending[0] ?? chapters[0])?.id;
  if (opened === undefined && fallback !== undefined) setOpened(fallback);
  const currentId = chapters.some((c) => c.id === asked) ? asked : fallback;
  const at = chapters.findIndex((c) => c.id === currentId);

  return (
    <SectionLayout title={HANDBOOK_MSG.title} back="/" extra={<StaffLinks />}>
      {toc.isPending ? (
        <Skeleton active />
      ) : toc.isError ? (
        <Alert type="error" showIcon title={errorText(toc.error)} />
      ) : chapters.length === 0 ? (
        <Empty description={HANDBOOK_MSG.empty} />
      ) : (
        <div className="handbook">
          <aside className="handbook__toc">
            <Input.Search
              placeholder={HANDBOOK_MSG.searchPlaceholder}
              aria-label={HANDBOOK_MSG.searchPlaceholder}
              allowClear
              maxLength={100}
              onChange={(e) => setSearch(e.target.value)}
            />
            <Contents parts={toc.data} search={search} currentId={currentId} />
          </aside>
          <div className="handbook__chapter">
            {pending.length > 0 && <PendingNotice pending={pending} currentId={currentId} />}
            {currentId !== undefined && <Chapter id={currentId} />}
            <div className="handbook__nav">
              {at > 0 ? (
                <Link to={chapterViewUrl(chapters[at - 1].id)}>
                  <LeftOutlined /> {chapters[at - 1].titulo}
                </Link>
              ) : (
                <span />
              )}
              {at >= 0 && at < chapters.length - 1 && (
                <Link to={chapterViewUrl(chapters[at + 1].id)}>
                  {chapters[at + 1].titulo} <RightOutlined />
                </Link>
              )}
            </div>
          </div>
        </div>
      )}
    </SectionLayout>
  );
}

function Contents({
  parts,
  search,
  currentId,
}: {
  parts: HandbookToc['categorias'];
  search: string;
  currentId?: number;
}) {
  const term = fold(search.trim());
  const shown = parts
    .map((part) => ({ ...part, capitulos: part.capitulos.filter((c) => !term || fold(c.titulo).includes(term)) }))
    .filter((part) => part.capitulos.length > 0);
  if (!shown.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={HANDBOOK_MSG.noMatch} />;
  return (
    <nav aria-label="Sumário do manual">
      {shown.map((part) => (
        <div key={part.id}>
          <div className="handbook__part">{part.titulo}</div>
          <ol>
            {part.capitulos.map((c) => (
              <li key={c.id}>
                <Link to={chapterViewUrl(c.id)} aria-current={c.id === currentId ? 'page' : undefined}>
                  <span>{c.titulo}</span>
                  {c.pendente && <Tag color="orange">Pendente</Tag>}
                </Link>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </nav>
  );
}

function PendingNotice({ pending, currentId }: { pending: TocChapter[]; currentId?: number }) {
  const others = pending.filter((c) => c.id !== currentId);
  if (!others.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={
        pending.length === 1
          ? 'Há 1 capítulo aguardando sua confirmação de leitura.'
          : `Há ${pending.length} capítulos aguardando sua confirmação de leitura.`
      }
      description={
        <span className="handbook__staff">
          {others.map((c) => (
            <Link key={c.id} to={chapterViewUrl(c.id)}>
              {c.titulo}
            </Link>
          ))}
        </span>
      }
    />
  );
}

function Chapter({ id }: { id: number }) {
  const chapter = useChapter(id);
  const confirm = useConfirmChapter();
  const notify = useNotify();
  if (chapter.isPending) return <Skeleton active />;
  if (chapter.isError) return <Alert type="error" showIcon title={errorText(chapter.error)} />;
  const c = chapter.data;
  return (
    <article aria-labelledby="handbook-chapter-title">
      <div className="handbook__meta">{c.categoria}</div>
      <h2 id="handbook-chapter-title">{c.titulo}</h2>
      <div className="handbook__meta">
        {HANDBOOK_MSG.version(c.versao)} · {HANDBOOK_MSG.updatedAt(formatInstantDate(c.atualizado_em))}
      </div>
      <RichTextView html={c.texto} />
      {c.requer_leitura && (
        <div className="handbook__confirm">
          {c.confirmado_em ? (
            <Tag color="success" icon={<CheckCircleFilled />}>
              {HANDBOOK_MSG.confirmedAt(formatDateTime(c.confirmado_em))}
            </Tag>
          ) : (
            <Button
              type="primary"
              loading={confirm.isPending}
              onClick={() =>
                confirm.mutate(c.id, {
                  onSuccess: () => notify.success(READ_CONFIRMATIONS_MSG.confirmed),
                  onError: (error) => notify.error(errorText(error)),
                })
              }
            >
              {READ_CONFIRMATIONS_MSG.confirm}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}

/** The staff's ways in: chapters, parts, the read confirmations report. */
function StaffLinks() {
  const chapters = useCan('handbook.list');
  const categories = useCan('handbook-category.list');
  const report = useCan('read-confirmations.report');
  if (!chapters && !categories && !report) return null;
  return (
    <span className="handbook__staff">
      {chapters && <Link to={`${CHAPTERS_PATH}/list`}>Capítulos</Link>}
      {categories && <Link to={`${HANDBOOK_CATEGORIES_PATH}/list`}>Categorias</Link>}
      {report && <Link to="/reports/read-confirm?tipo=manual">Confirmações de leitura</Link>}
    </span>
  );
}
