import { randomUUID } from 'node:crypto';
import { addDays, today } from '@intranet/shared/calendar/days';
import type { Db } from '../../db/client';
import { arquivo, documento, documentoCategoria } from '../../db/schema';
import { type Rgb, rectanglePng } from '../../db/seed/png';
import type { ModuleSeed } from '../../db/seed/seed-context';
import type { Storage } from '../../platform/files/storage';

type CategorySeed = {
  nome: string;
  descricao: string;
  exige_validade: boolean;
  dias_alerta: number;
  visivel_colaborador: boolean;
};

const CATEGORIES: CategorySeed[] = [
  {
    nome: 'ASO',
    descricao: 'Atestado de Saúde Ocupacional: admissional, periódico, de retorno ou de mudança de função.',
    exige_validade: true,
    dias_alerta: 30,
    visivel_colaborador: true,
  },
  {
    nome: 'Contrato de trabalho',
    descricao: 'Contrato assinado na admissão e os seus aditivos.',
    exige_validade: false,
    dias_alerta: 30,
    visivel_colaborador: true,
  },
  {
    nome: 'CNH',
    descricao: 'Carteira Nacional de Habilitação de quem dirige veículos da empresa.',
    exige_validade: true,
    dias_alerta: 45,
    visivel_colaborador: true,
  },
  {
    nome: 'Certificado NR-10',
    descricao: 'Segurança em instalações e serviços em eletricidade (reciclagem a cada dois anos).',
    exige_validade: true,
    dias_alerta: 60,
    visivel_colaborador: true,
  },
  {
    nome: 'Certificado NR-35',
    descricao: 'Trabalho em altura (reciclagem a cada dois anos).',
    exige_validade: true,
    dias_alerta: 60,
    visivel_colaborador: true,
  },
  {
    nome: 'Comprovante de residência',
    descricao: 'Conta de consumo ou declaração de residência recente.',
    exige_validade: false,
    dias_alerta: 30,
    visivel_colaborador: true,
  },
  {
    nome: 'Atestado',
    descricao: 'Atestados médicos e de comparecimento.',
    exige_validade: false,
    dias_alerta: 30,
    visivel_colaborador: true,
  },
  {
    nome: 'Entrevista de desligamento',
    descricao: 'Anotações da entrevista de desligamento: só o RH as lê.',
    exige_validade: false,
    dias_alerta: 30,
    visivel_colaborador: false,
  },
];

/** Text as PDF string bytes (WinAnsi holds every Portuguese letter); delimiters escaped. */
const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** A one-page PDF with a few lines of Helvetica: enough to open and tell demo documents apart. */
export function samplePdf(lines: string[]): Buffer {
  const content = [
    'BT /F1 16 Tf 60 780 Td',
    ...lines.map((line, i) => `${i === 0 ? '' : '0 -24 Td '}(${pdfText(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A demo file in the documents bucket: its arquivo row, and its bytes when a storage is at hand. */
async function seedFile(db: Db, storage: Storage | undefined, nome: string, body: Buffer, mime: string) {
  const id = randomUUID();
  const chave = `documentos/${id}`;
  if (storage) await storage.put(chave, body, mime);
  await db.insert(arquivo).values({ id, bucket: 'documentos', nome, mime, tamanho: body.length, chave });
  return id;
}

const SCAN_COLOURS: Rgb[] = [
  [96, 125, 139],
  [121, 85, 72],
  [63, 81, 181],
  [0, 137, 123],
];

type DocSeed = { categoria: string; emissao: number; validade?: number; observacao?: string; imagem?: boolean };

/**
 * The plan of one employee's documents by their position in the list: everyone has a contract and an
 * ASO; expiries spread so that the "A vencer" windows and the expired filter have rows (a few within
 * 30 days, some already expired); technicians hold NR-10 and NR-35, some drive (CNH).
 */
function planOf(k: number): DocSeed[] {
  const plan: DocSeed[] = [
    { categoria: 'Contrato de trabalho', emissao: -400 - k * 37 },
    // ASO: periodic, valid for a year; spread from expired 40 days ago up to 300 days ahead.
    { categoria: 'ASO', emissao: -365 + ((k * 23) % 340) - 40, validade: ((k * 23) % 340) - 40 },
  ];
  if (k % 3 === 0)
    plan.push({ categoria: 'CNH', emissao: -1500, validade: [12, 75, -8, 400, 27][k % 5], imagem: true });
  if (k % 4 === 1) {
    plan.push({ categoria: 'Certificado NR-10', emissao: -700, validade: [21, 55, -15, 160][k % 4] });
    plan.push({ categoria: 'Certificado NR-35', emissao: -690, validade: [5, 88, 240, -30][(k + 1) % 4] });
  }
  if (k % 5 === 2) plan.push({ categoria: 'Comprovante de residência', emissao: -20 - k, imagem: true });
  if (k % 7 === 3) plan.push({ categoria: 'Atestado', emissao: -3 - k, observacao: 'Afastamento de dois dias.' });
  return plan;
}

/**
 * Document categories (ASO, contrato, CNH, NR-10, NR-35, residência, atestado, and the exit interview
 * only HR reads) and documents for every demo employee — small PDFs and PNG "scans" stored like other
 * uploads — several expiring within 30 days and some expired (already warned); Carlos (colaborador)
 * and Nicolas (novo) have their own, one of Carlos's expiring soon.
 */
export const seedDocuments: ModuleSeed = async (db, { org, accounts, storage }) => {
  const categories = await db
    .insert(documentoCategoria)
    .values(CATEGORIES)
    .returning({ id: documentoCategoria.id, nome: documentoCategoria.nome });
  const categoryId = new Map(categories.map((c) => [c.nome, c.id]));
  const day = today();
  const sender = accounts.rhSolicitante.usuarioId;

  const people: { id: number; plan: DocSeed[] }[] = org.employeeIds.map((id, k) => ({ id, plan: planOf(k) }));
  people.push({
    id: accounts.colaborador.usuarioId,
    plan: [
      { categoria: 'Contrato de trabalho', emissao: -820 },
      { categoria: 'ASO', emissao: -345, validade: 20 },
      { categoria: 'CNH', emissao: -900, validade: 600, imagem: true },
    ],
  });
  people.push({
    id: accounts.novo.usuarioId,
    plan: [
      { categoria: 'Contrato de trabalho', emissao: -10 },
      { categoria: 'ASO', emissao: -12, validade: 353, observacao: 'ASO admissional.' },
      { categoria: 'Comprovante de residência', emissao: -15, imagem: true },
    ],
  });

  const rows: (typeof documento.$inferInsert)[] = [];
  let n = 0;
  for (const person of people) {
    for (const doc of person.plan) {
      n++;
      const emissao = addDays(day, Math.min(doc.emissao, 0));
      const validade = doc.validade === undefined ? null : addDays(day, doc.validade);
      const slug = doc.categoria
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-');
      const file = doc.imagem
        ? await seedFile(db, storage, `${slug}-${n}.png`, rectanglePng(240, 160, SCAN_COLOURS[n % 4]), 'image/png')
        : await seedFile(
            db,
            storage,
            `${slug}-${n}.pdf`,
            samplePdf([
              doc.categoria,
              `Emitido em ${emissao.split('-').reverse().join('/')}`,
              'Documento de demonstração',
            ]),
            'application/pdf',
          );
      rows.push({
        id_usuario: person.id,
        id_categoria: categoryId.get(doc.categoria)!,
        id_arquivo: file,
        titulo: doc.categoria === 'ASO' ? 'ASO periódico' : doc.categoria,
        data_emissao: validade && validade < emissao ? null : emissao,
        data_validade: validade,
        observacao: doc.observacao ?? '',
        // Those already expired were warned when their window opened.
        alerta_enviado_em: validade && validade < day ? new Date(`${validade}T12:00:00Z`) : null,
        id_enviado_por: sender,
      });
    }
  }
  await db.insert(documento).values(rows);
};
