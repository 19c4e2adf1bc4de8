import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { CONTENT_API } from '@intranet/shared/content/content.contract';
import { button } from '../../../test/antd';
import { renderPage, signIn, stubApi } from '../../../test/render-page';
import { ContentRegisterPage } from './content-register-page';

describe('ContentRegisterPage', { timeout: 60_000 }, () => {
  beforeEach(() => signIn({ roles: ['onboarding:gestor'] }));

  it('shows Campo obrigatório under an empty title and the spec text in the toast, without saving', async () => {
    const { calls } = stubApi([]);
    renderPage(<ContentRegisterPage />);
    fireEvent.click(button('Cadastrar'));
    expect(await screen.findByText('Preencha todos os campos obrigatórios!')).toBeInTheDocument();
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(calls.some((c) => c.path === CONTENT_API.create.path)).toBe(false);
  });

  it('refuses a hashtag with a space, keeping what was typed', async () => {
    stubApi([]);
    renderPage(<ContentRegisterPage />);
    const input = () => screen.getByLabelText('Hashtags de cargo');
    const type = (text: string) => {
      fireEvent.change(input(), { target: { value: text } });
      fireEvent.keyDown(input(), { key: 'Enter', code: 'Enter', keyCode: 13 });
      fireEvent.keyUp(input(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    };
    type('#com espaço');
    expect(await screen.findByText('A hashtag não pode conter espaços.')).toBeInTheDocument();
    expect(screen.queryByText('#com espaço', { selector: '.ant-tag, .ant-tag *' })).toBeNull();
    expect(input()).toHaveValue('#com espaço');
    type('#analista');
    expect(await screen.findByText('#analista')).toBeInTheDocument();
    expect(screen.queryByText('A hashtag não pode conter espaços.')).toBeNull();
  });
});
