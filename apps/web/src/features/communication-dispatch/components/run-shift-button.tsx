import { useState } from 'react';
import { Button, Select, Space } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import { COMMUNICATION_DISPATCH_MSG as MSG } from '@intranet/shared/communication-dispatch/communication-dispatch.messages';
import { SHIFT_CODES, SHIFTS, type Shift } from '@intranet/shared/communication-scale/shifts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useRunShift } from '../api/dispatch-calls';

/** The superadmin's "Executar turno agora": today's slot of the chosen shift, once (as the schedule would). */
export function RunShiftButton() {
  const allowed = useCan('delivery.runShift');
  const [shift, setShift] = useState<Shift>('M');
  const [asking, setAsking] = useState(false);
  const run = useRunShift();
  const notify = useNotify();
  if (!allowed) return null;

  const confirm = async () => {
    try {
      const result = await run.mutateAsync(shift);
      if (result.planejadas > 0) notify.success(MSG.runShiftDone(result.planejadas, result.enviadas, result.falhas), 5);
      else notify.success(MSG.runShiftNothingNew, 5);
    } catch (error) {
      notify.fail(error);
    } finally {
      setAsking(false);
    }
  };

  return (
    <Space wrap>
      <Select<Shift>
        aria-label="Turno"
        value={shift}
        onChange={setShift}
        style={{ width: 170 }}
        options={SHIFT_CODES.map((code) => ({ value: code, label: `${SHIFTS[code].label} (${SHIFTS[code].time})` }))}
      />
      <Button icon={<ThunderboltOutlined />} onClick={() => setAsking(true)}>
        {MSG.runShift}
      </Button>
      <ConfirmDialog
        open={asking}
        title={MSG.runShiftTitle}
        text={MSG.runShiftText}
        confirmLabel="Executar"
        cancelLabel="Cancelar"
        loading={run.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </Space>
  );
}
