import { Form, Switch, Typography } from 'antd';
import {
  COMMUNICATION_RESTRICTIONS_LABELS as LABELS,
  COMMUNICATION_RESTRICTIONS_MSG as MSG,
} from '@intranet/shared/communication-restrictions/communication-restrictions.messages';
import { RESTRICTION_CHANNELS } from '@intranet/shared/communication-restrictions/communication-restrictions.schemas';

/** The WhatsApp, E-mail and SMS switches (Sim/Não): Sim = the channel may be used, Não = restricted. */
export function ChannelSwitches() {
  return (
    <>
      <div className="restriction-form__channels">
        {RESTRICTION_CHANNELS.map((channel) => (
          <Form.Item key={channel} name={channel} label={LABELS[channel]} valuePropName="checked">
            <Switch checkedChildren="Sim" unCheckedChildren="Não" />
          </Form.Item>
        ))}
      </div>
      <Typography.Paragraph type="secondary">{MSG.channelsHint}</Typography.Paragraph>
    </>
  );
}
