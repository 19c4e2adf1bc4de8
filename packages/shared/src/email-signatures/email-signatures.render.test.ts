import { describe, expect, it } from 'vitest';
import {
  type SignatureFor,
  type SignatureLook,
  renderSignatureDocument,
  renderSignatureHtml,
  renderSignatureText,
  signatureLogoUrl,
} from './email-signatures.render';
import { contrastOnWhite, signaturePhoneHref, signaturePhoneText } from './email-signatures.rules';
import { signatureTemplateBody } from './email-signatures.schemas';

const PUBLIC_URL = 'https://intranet.bitcom.com.br';

const pessoa: SignatureFor = {
  nome: 'Larissa Nogueira',
  cargo: 'Analista de Marketing',
  departamento: 'Marketing',
  empresa: 'Bitcom',
  email: 'larissa.nogueira@bitcom.com.br',
  telefone: '31987654321',
  ramal: null,
};

const modelo: SignatureLook = {
  logo: {
    id: '7d1c0b55-0f4e-4f7e-9d55-1c2b3a4d5e6f',
    url: signatureLogoUrl(PUBLIC_URL, 1, '7d1c0b55'),
    largura: 320,
    altura: 80,
  },
  cor_primaria: '#0A5EB0',
  cor_secundaria: '#F39200',
  linha_legal: 'Esta mensagem pode conter informações confidenciais protegidas pela LGPD.',
  site: 'https://www.bitcom.com.br/',
  telefone_central: '(31) 3500-4000',
  ativo: true,
};

/** Every start tag of the HTML with its attributes. */
const tags = (html: string) => [...html.matchAll(/<([a-z]+)\b([^>]*)>/gi)].map((m) => ({ name: m[1], attrs: m[2] }));

describe('renderSignatureHtml', () => {
  const html = renderSignatureHtml(pessoa, modelo);

  it('shows the name, position, department and company', () => {
    expect(html).toContain('>Larissa Nogueira</td>');
    expect(html).toContain('>Analista de Marketing</td>');
    expect(html).toContain('>Marketing | Bitcom</td>');
  });

  it('links the e-mail with mailto: and the phones with tel: in international form', () => {
    expect(html).toContain(
      'href="mailto:larissa.nogueira@bitcom.com.br" style="color:#0A5EB0;text-decoration:underline;">larissa.nogueira@bitcom.com.br</a>',
    );
    expect(html).toContain('href="tel:+5531987654321"');
    expect(html).toContain('>(31) 98765-4321</a>');
    expect(html).toContain('Central: <a href="tel:+553135004000"');
    expect(html).toContain('>(31) 3500-4000</a>');
  });

  it('paints the name and the links with the primary colour and the rule with the secondary one', () => {
    expect(html).toContain('font-weight:bold;color:#0A5EB0;">Larissa Nogueira');
    expect(html).toContain('href="tel:+5531987654321" style="color:#0A5EB0;');
    expect(html).toContain('border-right:3px solid #F39200;');
    expect(html).not.toContain('color:#F39200');
  });

  it('loads the logo from the public address, scaled into its box with width and height attributes', () => {
    expect(html).toContain(
      '<img src="https://intranet.bitcom.com.br/v1/email-signatures/logo/1?v=7d1c0b55" width="160" height="40" alt="Bitcom"',
    );
    expect(html).toContain('<a href="https://www.bitcom.com.br/" style="text-decoration:none;"><img');
  });

  it('ends with the legal line and the site', () => {
    expect(html).toContain(
      'color:#707070;">Esta mensagem pode conter informações confidenciais protegidas pela LGPD.</td>',
    );
    expect(html).toContain('>www.bitcom.com.br</a>');
  });

  it('uses only inline styles, a table layout, widths as attributes and web-safe fonts', () => {
    expect(html).not.toMatch(/class=/i);
    expect(html).not.toMatch(/<style|<link|<script|<div|<p[\s>]/i);
    expect(html.startsWith('<table cellpadding="0" cellspacing="0" border="0" width="520"')).toBe(true);
    for (const tag of tags(html)) {
      if (tag.name === 'tr') continue;
      expect(tag.attrs, `<${tag.name}> carries its style`).toMatch(/ style="[^"]+"/);
    }
    for (const td of tags(html).filter((t) => t.name === 'td' && /width=/.test(t.attrs))) {
      expect(td.attrs).toMatch(/ width="\d+"/);
    }
    const fonts = [...html.matchAll(/font-family:([^;"]+)/g)].map((m) => m[1]);
    expect(fonts.length).toBeGreaterThan(0);
    expect(new Set(fonts)).toEqual(new Set(['Arial, Helvetica, sans-serif']));
  });

  it('escapes every text: a name, a position or a legal line cannot add markup or break an attribute', () => {
    const hostile = renderSignatureHtml(
      {
        ...pessoa,
        nome: 'Ana <script>alert(1)</script> & "Filhos" \'Ltda\'',
        cargo: '<img src=x onerror=alert(1)>',
        departamento: 'P&D',
        email: 'ana"onmouseover="alert(1)@x.com',
        telefone: '(31) 3333-4444',
      },
      { ...modelo, linha_legal: '</td></tr></table><a href="https://mal.example">clique</a>' },
    );
    expect(hostile).toContain('Ana &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Filhos&quot; &#39;Ltda&#39;');
    expect(hostile).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(hostile).toContain('P&amp;D | Bitcom');
    expect(hostile).toContain(
      '&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;a href=&quot;https://mal.example&quot;&gt;clique&lt;/a&gt;',
    );
    expect(hostile).not.toContain('<script');
    expect(hostile).not.toContain('mal.example"');
    // An e-mail that is not a plain address is shown, escaped, but never made a link.
    expect(hostile).not.toContain('mailto:');
    expect(hostile).toContain('E-mail: ana&quot;onmouseover=&quot;alert(1)@x.com');
    expect(tags(hostile).map((t) => t.name)).not.toContain('script');
  });

  it('leaves out the lines of blank data, never writing undefined or null', () => {
    const bare = renderSignatureHtml(
      { nome: 'Otávio Rocha', cargo: null, departamento: '  ', empresa: null, email: null, telefone: '', ramal: null },
      { ...modelo, telefone_central: '', site: '', linha_legal: '' },
    );
    expect(bare).toContain('>Otávio Rocha</td>');
    expect(bare).not.toMatch(/undefined|null/);
    expect(bare).not.toContain('E-mail');
    expect(bare).not.toContain('Telefone');
    expect(bare).not.toContain('Central');
    expect(bare).not.toContain('color:#707070');
    expect(bare.match(/<tr>/g)).toHaveLength(2);
  });

  it('shows the extension beside the central number, or alone', () => {
    expect(renderSignatureHtml({ ...pessoa, ramal: '2150' }, modelo)).toContain(
      '>(31) 3500-4000</a> &middot; Ramal 2150',
    );
    expect(renderSignatureText({ ...pessoa, ramal: '2150' }, { ...modelo, telefone_central: '' })).toContain(
      '\nRamal 2150',
    );
  });

  it('gives the default look without a template or with an inactive one: no logo, no legal line', () => {
    for (const look of [null, { ...modelo, ativo: false }]) {
      const plain = renderSignatureHtml(pessoa, look);
      expect(plain).not.toContain('<img');
      expect(plain).not.toContain('LGPD');
      expect(plain).toContain('color:#1F2937;">Larissa Nogueira');
      expect(plain).toContain('border-left:3px solid #2563EB;');
    }
  });

  it('never takes a colour, a logo or a site that is not what it should be', () => {
    const odd = renderSignatureHtml(pessoa, {
      ...modelo,
      cor_primaria: 'red;background:url(https://x.example)',
      logo: { ...modelo.logo!, url: 'javascript:alert(1)' },
      site: 'javascript:alert(1)',
    });
    expect(odd).not.toContain('javascript:');
    expect(odd).not.toContain('url(');
    expect(odd).toContain('color:#1F2937;">Larissa Nogueira');
    expect(odd).not.toContain('<img');
  });
});

describe('the preview of a logo not saved yet', () => {
  const picked = { ...modelo, logo: { ...modelo.logo!, url: 'data:image/png;base64,iVBORw0KGgo=' } };
  it('shows a PNG or JPEG given as data in the preview only', () => {
    expect(renderSignatureHtml(pessoa, picked, { preview: true })).toContain(
      '<img src="data:image/png;base64,iVBORw0KGgo=" width="160" height="40"',
    );
    expect(renderSignatureHtml(pessoa, picked)).not.toContain('<img');
  });
  it('never takes other data, even in the preview', () => {
    for (const url of [
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:image/png,"><x',
    ]) {
      expect(
        renderSignatureHtml(pessoa, { ...picked, logo: { ...picked.logo, url } }, { preview: true }),
      ).not.toContain('<img');
    }
  });
});

describe('signatureLogoUrl', () => {
  it('builds an absolute address from the public address, whatever its trailing slash', () => {
    expect(signatureLogoUrl('https://intranet.example.com.br/', 3, 'abc')).toBe(
      'https://intranet.example.com.br/v1/email-signatures/logo/3?v=abc',
    );
    expect(signatureLogoUrl('http://localhost:3000/intranet', 2, 'a b')).toBe(
      'http://localhost:3000/intranet/v1/email-signatures/logo/2?v=a%20b',
    );
  });
});

describe('renderSignatureText and renderSignatureDocument', () => {
  it('writes the plain-text signature one line each', () => {
    expect(renderSignatureText(pessoa, modelo)).toBe(
      [
        'Larissa Nogueira',
        'Analista de Marketing',
        'Marketing | Bitcom',
        'E-mail: larissa.nogueira@bitcom.com.br',
        'Telefone: (31) 98765-4321',
        'Central: (31) 3500-4000',
        'www.bitcom.com.br',
        '',
        'Esta mensagem pode conter informações confidenciais protegidas pela LGPD.',
      ].join('\n'),
    );
  });

  it('wraps the signature in a whole UTF-8 page with an escaped title', () => {
    const doc = renderSignatureDocument({ ...pessoa, nome: 'Ana & Bia' }, modelo);
    expect(doc.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(doc).toContain('<meta charset="utf-8">');
    expect(doc).toContain('<title>Assinatura de e-mail - Ana &amp; Bia</title>');
    expect(doc).toContain(renderSignatureHtml({ ...pessoa, nome: 'Ana & Bia' }, modelo));
  });
});

describe('phones of a signature', () => {
  it('dials Brazilian numbers with +55 and toll-free and capital numbers as they are', () => {
    expect(signaturePhoneHref('(31) 98765-4321')).toBe('tel:+5531987654321');
    expect(signaturePhoneHref('+55 65 3322-1100')).toBe('tel:+556533221100');
    expect(signaturePhoneHref('0800 123 4567')).toBe('tel:08001234567');
    expect(signaturePhoneHref('4003-1234')).toBe('tel:40031234');
    expect(signaturePhoneHref('ramal')).toBeNull();
    expect(signaturePhoneText('08001234567')).toBe('0800 123 4567');
    expect(signaturePhoneText('40031234')).toBe('4003-1234');
    expect(signaturePhoneText('6533221100')).toBe('(65) 3322-1100');
  });
});

describe('the template form', () => {
  const valid = {
    id_logo: null,
    cor_primaria: '#0a5eb0',
    cor_secundaria: '#F39200',
    linha_legal: '',
    site: '',
    telefone_central: '',
    ativo: true,
  };
  it('keeps colours as #RRGGBB in upper case and refuses any other colour', () => {
    expect(signatureTemplateBody.parse(valid).cor_primaria).toBe('#0A5EB0');
    for (const cor of ['#0a5eb', 'blue', '#GGGGGG', '0A5EB0', '#0A5EB0;x']) {
      const result = signatureTemplateBody.safeParse({ ...valid, cor_primaria: cor });
      expect(result.success, cor).toBe(false);
      expect(result.error?.issues[0].message).toBe('Informe a cor no formato #RRGGBB, por exemplo #0A5EB0.');
    }
  });
  it('refuses a site without http(s), a phone without enough digits and a legal line too long', () => {
    expect(signatureTemplateBody.safeParse({ ...valid, site: 'javascript:alert(1)' }).success).toBe(false);
    expect(signatureTemplateBody.safeParse({ ...valid, site: 'www.bitcom.com.br' }).success).toBe(false);
    expect(signatureTemplateBody.safeParse({ ...valid, telefone_central: '3333' }).success).toBe(false);
    expect(signatureTemplateBody.safeParse({ ...valid, linha_legal: 'x'.repeat(501) }).success).toBe(false);
    expect(signatureTemplateBody.safeParse({ ...valid, telefone_central: '0800 123 4567' }).success).toBe(true);
  });
});

describe('contrastOnWhite', () => {
  it('measures a text colour against white as WCAG does', () => {
    expect(contrastOnWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastOnWhite('#FFFFFF')).toBeCloseTo(1, 5);
    expect(contrastOnWhite('#767676')).toBeGreaterThanOrEqual(4.5);
    expect(contrastOnWhite('#F7941D')).toBeLessThan(4.5);
  });
});
