import { describe, expect, it } from 'vitest';
import { Form } from 'antd';
import { render } from '../../test/antd-styles';
import { ColorControl } from './crud-controls';

describe('ColorControl', () => {
  it('as a required field, puts no aria-required on antd’s trigger, a div that ARIA does not let be required', () => {
    const { container } = render(
      <Form>
        <Form.Item name="cor" label="Cor" rules={[{ required: true }]}>
          <ColorControl />
        </Form.Item>
      </Form>,
    );
    const trigger = container.querySelector('#cor');
    expect(trigger).toHaveClass('ant-color-picker-trigger');
    expect(trigger).not.toHaveAttribute('aria-required');
  });
});
