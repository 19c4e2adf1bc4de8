import { Button, Collapse, Tag, Tooltip, Typography } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { FAQ_MSG } from '@intranet/shared/faq/faq.messages';
import type { FaqReadQuestion } from '@intranet/shared/faq/faq.schemas';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { useNotify } from '../../../lib/notify';
import { questionPath } from '../faq-paths';
import { FaqVote } from './faq-vote';
import { Highlighted } from './highlighted';

type Props = {
  questions: FaqReadQuestion[];
  /** Whether the reader votes as an employee. */
  employee: boolean;
  /** Show each question's category (search results, the most helpful). */
  showCategory?: boolean;
  /** The questions open at first (a question's own link). */
  open?: number[];
};

async function copyLink(id: number): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(new URL(questionPath(id), window.location.origin).toString());
    return true;
  } catch {
    return false;
  }
}

/** Questions as an accordion: the title (the matched words marked) and, open, the answer, its vote and its link. */
export function FaqQuestions({ questions, employee, showCategory, open }: Props) {
  const notify = useNotify();
  return (
    <Collapse
      className="faq-questions"
      defaultActiveKey={open?.map(String)}
      items={questions.map((q) => ({
        key: String(q.id),
        label: (
          <div className="faq-question__label">
            <span className="faq-question__title">
              <Highlighted runs={q.destaque?.pergunta} fallback={q.pergunta} />
            </span>
            <span className="faq-question__tags">
              {showCategory && <Tag>{q.categoria}</Tag>}
              {!q.publica && (
                <Tooltip title={FAQ_MSG.internalHint}>
                  <Tag color="gold">{FAQ_MSG.internal}</Tag>
                </Tooltip>
              )}
            </span>
            {q.destaque && (
              <Typography.Paragraph type="secondary" className="faq-question__excerpt">
                <Highlighted runs={q.destaque.resposta} fallback="" />
              </Typography.Paragraph>
            )}
          </div>
        ),
        children: (
          <div className="faq-answer">
            <RichTextView html={q.resposta} />
            <div className="faq-answer__footer">
              <FaqVote id={q.id} employee={employee} />
              <Button
                type="link"
                size="small"
                icon={<LinkOutlined />}
                onClick={async () => {
                  if (await copyLink(q.id)) notify.success(FAQ_MSG.linkCopied);
                }}
              >
                {FAQ_MSG.copyLink}
              </Button>
            </div>
          </div>
        ),
      }))}
    />
  );
}
