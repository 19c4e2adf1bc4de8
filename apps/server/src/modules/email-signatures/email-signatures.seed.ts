import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { ModuleSeed } from '../../db/seed/seed-context';
import { arquivo, modeloAssinatura } from '../../db/schema';

type Rgb = readonly [number, number, number];

/** A 5×7 pixel font, enough for the companies' names: each row of a letter is 5 bits, left first. */
const FONT: Record<string, readonly number[]> = {
  A: [0b01110, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001],
  B: [0b11110, 0b10001, 0b10001, 0b11110, 0b10001, 0b10001, 0b11110],
  C: [0b01111, 0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b01111],
  E: [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b11111],
  F: [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b10000],
  I: [0b11111, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b11111],
  L: [0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b11111],
  M: [0b10001, 0b11011, 0b10101, 0b10101, 0b10001, 0b10001, 0b10001],
  N: [0b10001, 0b11001, 0b10101, 0b10011, 0b10001, 0b10001, 0b10001],
  O: [0b01110, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110],
  R: [0b11110, 0b10001, 0b10001, 0b11110, 0b10100, 0b10010, 0b10001],
  T: [0b11111, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100],
  V: [0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01010, 0b00100],
  Z: [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b10000, 0b11111],
};

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small logo as a real RGB PNG: a mark in the secondary colour (a ring around a dot, a signal seen
 * from above) and the company's name in the primary colour, on white.
 */
export function logoPng(name: string, primary: Rgb, secondary: Rgb): { body: Buffer; width: number; height: number } {
  const scale = 3;
  const letters = [...name.toUpperCase()].filter((c) => FONT[c]);
  const height = 48;
  const markSize = 36;
  const textLeft = 8 + markSize + 10;
  const width = textLeft + letters.length * 6 * scale + 8;
  const pixels: Rgb[][] = Array.from({ length: height }, () => Array.from({ length: width }, () => [255, 255, 255]));
  const centre = { x: 8 + markSize / 2, y: height / 2 };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const distance = Math.hypot(x + 0.5 - centre.x, y + 0.5 - centre.y);
      if ((distance <= markSize / 2 && distance >= markSize / 2 - 5) || distance <= 7) pixels[y][x] = secondary;
    }
  }
  const top = Math.round((height - 7 * scale) / 2);
  letters.forEach((letter, index) => {
    FONT[letter].forEach((bits, row) => {
      for (let col = 0; col < 5; col++) {
        if (!(bits & (1 << (4 - col)))) continue;
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++)
            pixels[top + row * scale + dy][textLeft + (index * 6 + col) * scale + dx] = primary;
      }
    });
  });
  const raw = Buffer.alloc((width * 3 + 1) * height);
  pixels.forEach((line, y) => {
    const start = y * (width * 3 + 1);
    line.forEach(([r, g, b], x) => raw.set([r, g, b], start + 1 + x * 3));
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const body = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return { body, width, height };
}

const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;

/** Each company's template: its colours, logo text, legal line, site and central phone. */
const TEMPLATES: Record<
  string,
  {
    logo: string;
    cor_primaria: string;
    cor_secundaria: string;
    linha_legal: string;
    site: string;
    telefone_central: string;
  }
> = {
  Bitcom: {
    logo: 'Bitcom',
    cor_primaria: '#0B4F9C',
    cor_secundaria: '#F7941D',
    linha_legal:
      'Esta mensagem e seus anexos podem conter informações confidenciais ou dados pessoais protegidos pela LGPD (Lei nº 13.709/2018). Se você a recebeu por engano, avise o remetente e apague-a.',
    site: 'https://www.bitcom.com.br',
    telefone_central: '(31) 3500-4000',
  },
  RazãoInfo: {
    logo: 'Razao Info',
    cor_primaria: '#00843D',
    cor_secundaria: '#1D3557',
    linha_legal:
      'Aviso de confidencialidade: o conteúdo deste e-mail é restrito ao destinatário. Os dados pessoais aqui tratados seguem a nossa Política de Privacidade e a LGPD.',
    site: 'https://www.razaoinfo.com.br',
    telefone_central: '(34) 3211-5000',
  },
  Vetorial: {
    logo: 'Vetorial',
    cor_primaria: '#5B2A86',
    cor_secundaria: '#00A3E0',
    linha_legal:
      'Mensagem confidencial, destinada exclusivamente ao destinatário. O uso indevido das informações e dos dados pessoais nela contidos está sujeito às sanções da LGPD.',
    site: 'https://www.vetorial.net',
    telefone_central: '0800 647 1000',
  },
};

/** Demo data: the three companies' signature templates, each with a generated logo. */
export const seedEmailSignatures: ModuleSeed = async (db, { org, storage }) => {
  for (const company of org.companies) {
    const template = TEMPLATES[company.nome];
    if (!template) continue;
    const { logo, ...values } = template;
    const image = logoPng(logo.replace(/\s/g, ''), rgb(values.cor_primaria), rgb(values.cor_secundaria));
    const id = randomUUID();
    const chave = `imagens/${id}`;
    if (storage) await storage.put(chave, image.body, 'image/png');
    await db.insert(arquivo).values({
      id,
      bucket: 'imagens',
      nome: `logo-${company.nome
        .normalize('NFD')
        .replace(/[^A-Za-z]/g, '')
        .toLowerCase()}.png`,
      mime: 'image/png',
      tamanho: image.body.length,
      chave,
    });
    await db.insert(modeloAssinatura).values({
      id_empresa: company.id,
      id_logo: id,
      logo_largura: image.width,
      logo_altura: image.height,
      ...values,
      ativo: true,
    });
  }
};
