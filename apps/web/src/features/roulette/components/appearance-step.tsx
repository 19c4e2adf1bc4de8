import { useState } from 'react';
import { Alert, Button, ColorPicker, Form, Input, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { IMAGE_EXTENSIONS, MAX_IMAGE_BYTES } from '@intranet/shared/files/files.rules';
import { ROULETTE_MSG as MSG } from '@intranet/shared/roulette/roulette.messages';
import { DEFAULT_THEME } from '@intranet/shared/roulette/roulette.rules';
import { type Theme, type ThemeInput, themeInput } from '@intranet/shared/roulette/roulette.schemas';
import { MSG as COMMON } from '@intranet/shared/validation/messages';
import { FileImage } from '../../../components/file-image/file-image';
import { maxLengthOf, zodRules } from '../../../components/form/zod-rules';
import { useNotify } from '../../../lib/notify';
import { uploadBackground } from '../api/roulette-calls';

type Values = Omit<ThemeInput, 'id_campanha'>;
const COLOURS: [keyof Values, string][] = [
  ['color_item', 'Fundo 1'],
  ['color_item_2', 'Fundo 2'],
  ['color_text', 'Texto 1'],
  ['color_text2', 'Texto 2'],
  ['base_background', 'Fundo do botão'],
];
const rules = zodRules(themeInput);
const hex = (value: unknown) =>
  typeof value === 'string' ? value : ((value as { toHexString?: () => string })?.toHexString?.() ?? '');

/** Step 2, Aparência: the four colours (§9 defaults), the button and the background image (1366x768). */
export function AppearanceStep({
  campaignId,
  theme,
  missing,
  submitting,
  onSubmit,
  onBack,
}: {
  campaignId: number;
  theme: Theme | null;
  missing: boolean;
  submitting: boolean;
  onSubmit: (theme: ThemeInput) => Promise<unknown>;
  onBack?: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const notify = useNotify();
  const [uploading, setUploading] = useState(false);
  const background = Form.useWatch('url_background', form) ?? theme?.url_background ?? null;
  const initial: Values = theme ?? { ...DEFAULT_THEME, url_background: null };

  const submit = async (values: Values) => {
    const colours = Object.fromEntries(COLOURS.map(([k]) => [k, hex(values[k])]));
    await onSubmit({ ...values, ...colours, id_campanha: campaignId } as ThemeInput).catch(() => undefined);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      onFinishFailed={() => notify.error(MSG.themeMissing)}
      aria-label="Aparência"
    >
      {missing && <Alert type="info" showIcon title={MSG.noTheme} style={{ marginBottom: 16 }} />}
      <Space wrap size="large">
        {COLOURS.map(([name, label]) => (
          <Form.Item key={name} name={name} label={label} rules={rules[name]} getValueFromEvent={(c) => hex(c)}>
            <ColorPicker showText format="hex" aria-label={label} />
          </Form.Item>
        ))}
      </Space>
      <Form.Item name="base_html_content" label="Texto do botão">
        <Input maxLength={maxLengthOf(themeInput.shape.base_html_content)} />
      </Form.Item>
      <Form.Item name="url_background" label="Imagem de fundo (recomendado 1366x768, 16:9)">
        <Input hidden />
      </Form.Item>
      <Space align="center" style={{ marginBottom: 16 }}>
        <Upload
          accept={IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',')}
          showUploadList={false}
          beforeUpload={async (file) => {
            if (file.size > MAX_IMAGE_BYTES) {
              notify.error(COMMON.imageParams);
              return Upload.LIST_IGNORE;
            }
            setUploading(true);
            try {
              form.setFieldValue('url_background', await uploadBackground(file));
            } catch {
              notify.error(COMMON.imageParams);
            } finally {
              setUploading(false);
            }
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            Enviar imagem
          </Button>
        </Upload>
        {background && <FileImage id={background.split('/').pop()} alt="Imagem de fundo" width={160} />}
      </Space>
      <div>
        <Space>
          {onBack && <Button onClick={onBack}>Voltar</Button>}
          <Button type="primary" htmlType="submit" loading={submitting || uploading}>
            Salvar e continuar
          </Button>
        </Space>
      </div>
    </Form>
  );
}
