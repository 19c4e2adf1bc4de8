import { act, screen } from '@testing-library/react';
import { render } from '../../test/antd-styles';
import { Form, Input, type FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { fieldNameOf, showServerErrors } from './server-errors';
import { errorsUnder } from './test-queries';

function renderForm() {
  const ref: { form?: FormInstance } = {};
  function Harness() {
    const [form] = Form.useForm();
    ref.form = form;
    return (
      <Form form={form}>
        <Form.Item name="nome" label="Nome">
          <Input />
        </Form.Item>
        <Form.Item name="cor" label="Cor">
          <Input />
        </Form.Item>
      </Form>
    );
  }
  render(<Harness />);
  return ref.form!;
}

describe('server errors under their form fields', () => {
  it('names the field without the request wrappers', () => {
    expect(fieldNameOf('object.nome')).toEqual(['nome']);
    expect(fieldNameOf('filtro.ativo')).toEqual(['ativo']);
    expect(fieldNameOf('objects.0.nome')).toEqual(['nome']);
    expect(fieldNameOf('object.contatos.1.email')).toEqual(['contatos', 1, 'email']);
    expect(fieldNameOf('nome')).toEqual(['nome']);
  });

  it('shows each 400 field message under its field', async () => {
    const form = renderForm();
    const error = new ApiError(400, 'Campo obrigatório', 'invalid_input', [
      { path: 'object.nome', message: 'Campo obrigatório' },
      { path: 'object.cor', message: 'Utilize no máximo 120 caracteres.' },
    ]);
    act(() => void expect(showServerErrors(form, error, { nameField: 'nome' })).toBe(true));
    expect(await screen.findByText('Utilize no máximo 120 caracteres.')).toBeInTheDocument();
    expect(errorsUnder('Nome')).toBe('Campo obrigatório');
    expect(errorsUnder('Cor')).toBe('Utilize no máximo 120 caracteres.');
  });

  it('shows a 409 under the name field', async () => {
    const form = renderForm();
    act(
      () =>
        void showServerErrors(form, new ApiError(409, 'Já existe um canal com este nome.', 'conflict'), {
          nameField: 'nome',
        }),
    );
    expect(await screen.findByText('Já existe um canal com este nome.')).toBeInTheDocument();
    expect(errorsUnder('Nome')).toBe('Já existe um canal com este nome.');
    expect(errorsUnder('Cor')).toBe('');
  });

  it('places nothing for a failure that names no field', () => {
    const form = renderForm();
    expect(showServerErrors(form, new ApiError(500, 'Ops!'), { nameField: 'nome' })).toBe(false);
    expect(showServerErrors(form, new ApiError(409, 'Conflito'))).toBe(false);
    expect(showServerErrors(form, new Error('rede'), { nameField: 'nome' })).toBe(false);
  });
});
