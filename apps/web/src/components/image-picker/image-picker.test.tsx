import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FILES_API } from '@intranet/shared/files/files.contract';
import { answer, renderPage, signIn, stubApi } from '../../test/render-page';
import { ImagePicker } from './image-picker';

function Photos({ max }: { max?: number }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <ImagePicker multiple label="Foto" bucket="frota" value={value} onChange={setValue} max={max} />
      <output aria-label="ids">{value.join(',')}</output>
    </>
  );
}

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

describe('ImagePicker', () => {
  it('keeps every image of several picked at once, up to its maximum', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    let next = 0;
    stubApi([
      answer(FILES_API.upload, () => {
        next += 1;
        return { id: `arquivo-${next}`, nome: `foto-${next}.jpg`, mime: 'image/jpeg', tamanho: 4 };
      }),
    ]);
    renderPage(<Photos max={2} />, { path: '/' });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')] } });
    await waitFor(() => expect(screen.getByLabelText('ids')).toHaveTextContent('arquivo-1,arquivo-2'));
    expect(screen.getByLabelText('ids').textContent?.split(',')).toHaveLength(2);
  });
});
