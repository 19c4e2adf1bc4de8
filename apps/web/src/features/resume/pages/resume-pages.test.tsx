import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RESUME_API } from '@intranet/shared/resume/resume.contract';
import { type Resume, experienceInput } from '@intranet/shared/resume/resume.schemas';
import { maxLengthOf } from '../../../components/form/zod-rules';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { ResumeListPage } from './resume-list-page';
import { EducationRegisterPage } from './education-register-page';
import { ExperienceRegisterPage } from './experience-register-page';
import { CertificateRegisterPage } from './certificate-register-page';

configure({ asyncUtilTimeout: 5000 });

const RESUME: Resume = {
  dados: {
    id_usuario: 7,
    nome: 'Maria da Silva',
    email: 'maria@exemplo.com.br',
    telefone: '31987654321',
    data_nascimento: '1990-03-15',
    genero: 'F',
    cidade: 'Belo Horizonte',
    estado: 'MG',
    linkedin: '',
    resumo: '',
    viagem: false,
  },
  formacao: [
    {
      id: 3,
      situacao: 'CONCLUIDO',
      descricao: 'Administração',
      ie: 'UFMG',
      data_inicio: '2010-02-02',
      data_fim: '2014-12-02',
    },
  ],
  experiencia: [
    {
      id: 5,
      empresa: 'Bitcom',
      emprego_atual: true,
      funcao: 'Analista',
      cidade: 'Contagem',
      estado: 'MG',
      descricao: 'Atendimento',
      data_inicio: '2015-03-02',
      data_fim: null,
    },
  ],
  certificado: [],
};

beforeEach(() => signIn({ roles: ['user'] }));
afterEach(() => session.clear());

describe('résumé', () => {
  it('shows and takes the birth date as dd/mm/yyyy, sending the ISO day', async () => {
    const { calls } = stubApi([answer(RESUME_API.mine, () => RESUME), answer(RESUME_API.savePersonal, () => RESUME)]);
    renderPage(<ResumeListPage />, { path: '/resume/list' });
    const input = await screen.findByLabelText('Data de nascimento');
    await waitFor(() => expect(input).toHaveValue('15/03/1990'));
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '20/04/1991' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar dados pessoais' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        data_nascimento: '1991-04-20',
        nome: 'Maria da Silva',
      }),
    );
  });

  it('leads from an entry to its edit form', async () => {
    stubApi([answer(RESUME_API.mine, () => RESUME)]);
    renderPage(<ResumeListPage />, { path: '/resume/list' });
    const item = (await screen.findByText('Administração · UFMG')).closest('li')!;
    fireEvent.click(within(item).getByRole('button', { name: 'Editar' }));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/resume/education/edit/3');
  });

  it('edits an education entry in the adding form, filled, and saves it with its update call', async () => {
    const { calls } = stubApi([
      answer(RESUME_API.mine, () => RESUME),
      answer(RESUME_API.updateEducation, ({ params }) => ({ id: Number(params.id) })),
    ]);
    renderPage(<EducationRegisterPage />, { path: '/resume/education/edit/:id', at: '/resume/education/edit/3' });
    const course = await screen.findByLabelText('Curso');
    await waitFor(() => expect(course).toHaveValue('Administração'));
    expect(screen.getByLabelText('Instituição de ensino')).toHaveValue('UFMG');
    fireEvent.change(course, { target: { value: 'Administração de Empresas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/v1/curriculo/formacao/3');
    expect(put.body).toEqual({
      situacao: 'CONCLUIDO',
      descricao: 'Administração de Empresas',
      ie: 'UFMG',
      data_inicio: '2010-02-02',
      data_fim: '2014-12-02',
    });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('edits an experience entry, filled, and saves it with its update call', async () => {
    const { calls } = stubApi([
      answer(RESUME_API.mine, () => RESUME),
      answer(RESUME_API.updateExperience, ({ params }) => ({ id: Number(params.id) })),
    ]);
    renderPage(<ExperienceRegisterPage />, { path: '/resume/experience/edit/:id', at: '/resume/experience/edit/5' });
    const role = await screen.findByLabelText('Função');
    await waitFor(() => expect(role).toHaveValue('Analista'));
    fireEvent.change(role, { target: { value: 'Coordenadora' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/v1/curriculo/experiencia/5');
    expect(put.body).toMatchObject({
      empresa: 'Bitcom',
      funcao: 'Coordenadora',
      emprego_atual: true,
      data_inicio: '2015-03-02',
      data_fim: null,
    });
  });

  it('marks a company of spaces as it is typed, as the shared schema refuses it, and sends nothing', async () => {
    const { calls } = stubApi([answer(RESUME_API.mine, () => RESUME)]);
    renderPage(<ExperienceRegisterPage />, { path: '/resume/experience/register' });
    const company = await screen.findByLabelText('Empresa');
    expect(company).toHaveAttribute('maxlength', String(maxLengthOf(experienceInput.shape.empresa)));
    fireEvent.change(company, { target: { value: '   ' } });
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getAllByText('Campo obrigatório').length).toBeGreaterThan(1));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("asks the year of a certificate's issue, not of its expiry, as the schema does", async () => {
    const { calls } = stubApi([answer(RESUME_API.mine, () => RESUME)]);
    renderPage(<CertificateRegisterPage />, { path: '/resume/certificate/register' });
    fireEvent.change(await screen.findByLabelText('Certificado'), { target: { value: 'Fibra óptica' } });
    fireEvent.change(screen.getByLabelText('Organização emissora'), { target: { value: 'Furukawa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const issue = screen.getByLabelText('Emissão: ano').closest('.ant-form-item')!;
    const expiry = screen.getByLabelText('Validade: ano').closest('.ant-form-item')!;
    await waitFor(() => expect(within(issue as HTMLElement).getByText('Campo obrigatório')).toBeInTheDocument());
    expect(within(expiry as HTMLElement).queryByText('Campo obrigatório')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
