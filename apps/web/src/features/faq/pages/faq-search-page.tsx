import { useEffect, useRef, useState } from 'react';
import { Alert, Card, Empty, Input, Skeleton, Typography } from 'antd';
import { LeftOutlined, SearchOutlined, SettingOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { FAQ_API } from '@intranet/shared/faq/faq.contract';
import { FAQ_MSG } from '@intranet/shared/faq/faq.messages';
import { FAQ_SEARCH_MAX, pathOfSearch, searchOfPath } from '@intranet/shared/faq/faq.rules';
import type { FaqSearchQuery, FaqSearchResponse } from '@intranet/shared/faq/faq.schemas';
import { idParam } from '@intranet/shared/validation/fields';
import { errorText } from '../../../lib/error-text';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useFaqRead } from '../api/read-faq';
import { FaqQuestions } from '../components/faq-questions';
import { FAQ_HOME, FAQ_LIST, categoryPath, signInPath } from '../faq-paths';
import '../faq.css';

/** How long typing pauses before the search runs. */
export const TYPING_PAUSE_MS = 250;
/** How many questions a search answers at most (the server's limit). */
const SEARCH_SHOWN = 20;

const idOf = (value: string | null) => {
  const parsed = idParam.safeParse(value ?? undefined);
  return parsed.success ? parsed.data : undefined;
};

/**
 * `/faq/search/:search` (`noparms` for none), open without login: a search box that searches as one
 * types, the categories as cards and the most helpful questions, a category's questions
 * (`?categoria=`), or one question by its own link (`?pergunta=`). Visitors read the public questions;
 * a signed-in employee the internal ones too.
 */
export function FaqSearchPage() {
  const typed = searchOfPath(useParams().search);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const categoria = typed ? undefined : idOf(params.get('categoria'));
  const pergunta = idOf(params.get('pergunta'));
  const { tokens } = useSession();
  const employee = useCan(FAQ_API.search.access) && !!tokens;
  const staff = useCan(FAQ_API.table.access);

  const [text, setText] = useState(typed);
  const pushed = useRef(typed);
  // The address changed by other means (back, a link): the box shows its search.
  useEffect(() => {
    if (typed !== pushed.current) {
      pushed.current = typed;
      setText(typed);
    }
  }, [typed]);
  // Typing: the search runs, and the address follows, once typing pauses.
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === typed) return;
    const timer = setTimeout(() => {
      pushed.current = wanted;
      navigate(pathOfSearch(wanted), { replace: true });
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, typed, navigate]);

  const query: FaqSearchQuery = pergunta ? { pergunta } : { q: typed, ...(categoria && { categoria }) };
  const read = useFaqRead(query, employee);

  return (
    <div className="faq-page">
      <section className="faq-hero">
        <Typography.Title level={1} className="faq-hero__title">
          {FAQ_MSG.title}
        </Typography.Title>
        <Input
          size="large"
          allowClear
          prefix={<SearchOutlined />}
          placeholder={FAQ_MSG.searchPlaceholder}
          aria-label="Buscar nas perguntas frequentes"
          maxLength={FAQ_SEARCH_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="faq-hero__search"
        />
        <div className="faq-hero__links">
          {!tokens && <Link to={signInPath(location.pathname + location.search)}>{FAQ_MSG.signInForMore}</Link>}
          {staff && (
            <Link to={FAQ_LIST}>
              <SettingOutlined /> Gerenciar perguntas
            </Link>
          )}
        </div>
      </section>
      <section className="faq-body" aria-live="polite" aria-busy={read.isFetching}>
        {read.isPending ? (
          <Skeleton active />
        ) : read.isError ? (
          <Alert type={pergunta ? 'info' : 'error'} showIcon title={errorText(read.error)} />
        ) : pergunta ? (
          <OneQuestion answer={read.data} employee={employee} />
        ) : typed ? (
          <Results answer={read.data} employee={employee} search={typed} />
        ) : categoria ? (
          <Category answer={read.data} employee={employee} id={categoria} />
        ) : (
          <Home answer={read.data} employee={employee} />
        )}
      </section>
    </div>
  );
}

type View = { answer: FaqSearchResponse; employee: boolean };

function AllQuestionsLink() {
  return (
    <Link to={FAQ_HOME} className="faq-back">
      <LeftOutlined /> {FAQ_MSG.allCategories}
    </Link>
  );
}

function OneQuestion({ answer, employee }: View) {
  return (
    <>
      <AllQuestionsLink />
      <FaqQuestions questions={answer.perguntas} employee={employee} showCategory open={[answer.perguntas[0]?.id]} />
    </>
  );
}

function Results({ answer, employee, search }: View & { search: string }) {
  if (answer.perguntas.length === 0)
    return (
      <Empty description={FAQ_MSG.noResults} className="faq-empty">
        <Typography.Text type="secondary">{FAQ_MSG.noResultsHint}</Typography.Text>
        <div>
          <Link to={FAQ_HOME}>{FAQ_MSG.allCategories}</Link>
        </div>
      </Empty>
    );
  const count = answer.perguntas.length;
  return (
    <>
      <Typography.Paragraph type="secondary" className="faq-count">
        {count === 1
          ? `1 pergunta encontrada para “${search}”`
          : count >= SEARCH_SHOWN
            ? `As ${count} perguntas mais próximas de “${search}”`
            : `${count} perguntas encontradas para “${search}”`}
      </Typography.Paragraph>
      <FaqQuestions questions={answer.perguntas} employee={employee} showCategory />
    </>
  );
}

function Category({ answer, employee, id }: View & { id: number }) {
  const category = answer.categorias.find((c) => c.id === id);
  return (
    <>
      <AllQuestionsLink />
      <Typography.Title level={2} className="faq-section-title">
        {category?.titulo ?? FAQ_MSG.categoriesTitle}
      </Typography.Title>
      {answer.perguntas.length === 0 ? (
        <Empty description={FAQ_MSG.noQuestions} />
      ) : (
        <FaqQuestions questions={answer.perguntas} employee={employee} />
      )}
    </>
  );
}

function Home({ answer, employee }: View) {
  return (
    <>
      <Typography.Title level={2} className="faq-section-title">
        {FAQ_MSG.categoriesTitle}
      </Typography.Title>
      <nav className="faq-categories" aria-label={FAQ_MSG.categoriesTitle}>
        {answer.categorias.map((c) => (
          <Link key={c.id} to={categoryPath(c.id)} className="faq-category">
            <Card size="small" hoverable>
              <span className="faq-category__title">{c.titulo}</span>
              <Typography.Text type="secondary">
                {c.total === 1 ? '1 pergunta' : `${c.total} perguntas`}
              </Typography.Text>
            </Card>
          </Link>
        ))}
      </nav>
      {answer.perguntas.length > 0 && (
        <>
          <Typography.Title level={2} className="faq-section-title">
            {FAQ_MSG.popularTitle}
          </Typography.Title>
          <FaqQuestions questions={answer.perguntas} employee={employee} showCategory />
        </>
      )}
      {answer.categorias.length === 0 && <Empty description={FAQ_MSG.noQuestions} />}
    </>
  );
}
