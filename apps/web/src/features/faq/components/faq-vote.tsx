import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { DislikeOutlined, LikeOutlined } from '@ant-design/icons';
import { FAQ_MSG } from '@intranet/shared/faq/faq.messages';
import { voteStorageKey } from '@intranet/shared/faq/faq.rules';
import { useNotify } from '../../../lib/notify';
import { useVoteFaq } from '../api/vote-faq';

type Vote = 'sim' | 'nao';

function storedVote(id: number): Vote | null {
  try {
    const value = localStorage.getItem(voteStorageKey(id));
    return value === 'sim' || value === 'nao' ? value : null;
  } catch {
    return null;
  }
}

/** "Esta resposta ajudou?": one vote per browser and question, kept in the browser. */
export function FaqVote({ id, employee }: { id: number; employee: boolean }) {
  const [voted, setVoted] = useState<Vote | null>(() => storedVote(id));
  const vote = useVoteFaq(employee);
  const notify = useNotify();
  const send = (util: boolean) =>
    vote.mutate(
      { id, util },
      {
        onSuccess: () => {
          const value: Vote = util ? 'sim' : 'nao';
          try {
            localStorage.setItem(voteStorageKey(id), value);
          } catch {
            // A browser that keeps nothing still counted the vote.
          }
          setVoted(value);
        },
        onError: (error) => notify.fail(error),
      },
    );
  if (voted)
    return (
      <Typography.Text type="secondary" className="faq-vote" role="status">
        {FAQ_MSG.thanks}
      </Typography.Text>
    );
  return (
    <Space className="faq-vote" wrap>
      <Typography.Text>{FAQ_MSG.helpful}</Typography.Text>
      <Button size="small" icon={<LikeOutlined />} loading={vote.isPending} onClick={() => send(true)}>
        {FAQ_MSG.yes}
      </Button>
      <Button size="small" icon={<DislikeOutlined />} disabled={vote.isPending} onClick={() => send(false)}>
        {FAQ_MSG.no}
      </Button>
    </Space>
  );
}
