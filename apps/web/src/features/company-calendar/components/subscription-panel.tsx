import { useState } from 'react';
import { Alert, Button, Card, Input, Space, Switch, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { COMPANY_CALENDAR_MSG as MSG } from '@intranet/shared/company-calendar/company-calendar.messages';
import type { CalendarSettings } from '@intranet/shared/company-calendar/company-calendar.schemas';
import { formatDateTime } from '@intranet/shared/format/dates';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useNotify } from '../../../lib/notify';
import { useCreateCalendarSubscription } from '../api/create-calendar-subscription';
import { useRevokeCalendarSubscription } from '../api/revoke-calendar-subscription';
import { useSaveCalendarSettings } from '../api/save-calendar-settings';

/** The birthday opt-out and the personal feed address (made, renewed, revoked with a confirmation). */
export function SubscriptionPanel({ settings }: { settings: CalendarSettings | undefined }) {
  const notify = useNotify();
  const save = useSaveCalendarSettings();
  const create = useCreateCalendarSubscription();
  const revoke = useRevokeCalendarSubscription();
  const [fresh, setFresh] = useState<{ url: string; webcal: string } | null>(null);
  const [confirming, setConfirming] = useState<'renew' | 'revoke' | null>(null);
  const active = settings?.assinatura ?? null;

  const makeAddress = () =>
    create.mutate(undefined, {
      onSuccess: (a) => {
        setFresh({ url: a.url, webcal: a.webcal });
        setConfirming(null);
      },
      onError: (e) => notify.fail(e),
    });
  const revokeAddress = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setFresh(null);
        setConfirming(null);
        notify.success(MSG.revoked);
      },
      onError: (e) => notify.fail(e),
    });
  const copy = (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => notify.success(MSG.copied),
      () => notify.error(MSG.copyFailed),
    );

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Space align="start">
          <Switch
            id="ocultar-aniversario"
            checked={settings?.ocultar_aniversario ?? false}
            disabled={!settings}
            loading={save.isPending}
            onChange={(hide) =>
              save.mutate(hide, { onSuccess: () => notify.success(MSG.settingsSaved), onError: (e) => notify.fail(e) })
            }
          />
          <label htmlFor="ocultar-aniversario">
            <Typography.Text strong>{MSG.hideBirthday}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{MSG.hideBirthdayHelp}</Typography.Text>
          </label>
        </Space>
      </Card>
      <Card size="small" title={MSG.subscriptionTitle}>
        <Typography.Paragraph type="secondary">{MSG.subscriptionHelp}</Typography.Paragraph>
        {fresh ? (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Alert type="warning" showIcon title={MSG.subscriptionOnce} />
            <Space.Compact style={{ width: '100%' }}>
              <Input
                readOnly
                value={fresh.url}
                aria-label="Endereço de assinatura"
                onFocus={(e) => e.target.select()}
              />
              <Button icon={<CopyOutlined />} onClick={() => void copy(fresh.url)}>
                Copiar
              </Button>
            </Space.Compact>
            <a href={fresh.webcal}>Abrir no aplicativo de calendário</a>
          </Space>
        ) : (
          <Typography.Paragraph>
            {active ? MSG.subscriptionActive(formatDateTime(active.criada_em)) : MSG.subscriptionNone}
          </Typography.Paragraph>
        )}
        <Space wrap style={{ marginTop: 12 }}>
          {active || fresh ? (
            <>
              <Button onClick={() => setConfirming('renew')}>{MSG.subscriptionRenew}</Button>
              <Button danger onClick={() => setConfirming('revoke')}>
                {MSG.subscriptionRevoke}
              </Button>
            </>
          ) : (
            <Button type="primary" loading={create.isPending} disabled={!settings} onClick={makeAddress}>
              {MSG.subscriptionCreate}
            </Button>
          )}
        </Space>
      </Card>
      <ConfirmDialog
        open={confirming === 'renew'}
        title={MSG.renewConfirmTitle}
        text={MSG.renewConfirm}
        confirmLabel={MSG.subscriptionRenew}
        loading={create.isPending}
        onConfirm={makeAddress}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'revoke'}
        title={MSG.revokeConfirmTitle}
        text={MSG.revokeConfirm}
        confirmLabel={MSG.subscriptionRevoke}
        danger
        loading={revoke.isPending}
        onConfirm={revokeAddress}
        onCancel={() => setConfirming(null)}
      />
    </Space>
  );
}
