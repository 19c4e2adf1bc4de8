import { useCallback, useEffect, useRef } from 'react';
import { Alert, Button, Skeleton, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { READING_MSG } from '@intranet/shared/onboarding-reading/onboarding-reading.messages';
import { MSG } from '@intranet/shared/validation/messages';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { useSession } from '../../../lib/session';
import { errorText } from '../../../lib/error-text';
import { useEmployeeContent } from '../api/get-employee-content';
import { useStartContent } from '../api/start-content';
import { ContentImage } from '../components/content-image';
import { Hashtags } from '../components/hashtags';
import { idParam, trailUrl } from '../reading-paths';
import { useContinueReading } from '../use-continue-reading';
import { useReadingToast } from '../use-reading-toast';
import '../reading.css';

/** One content of the employee's onboarding; opening it records the start of the reading. */
export function EmployeeContentPage() {
  const [params] = useSearchParams();
  const idOnboarding = idParam(params, 'idOnboarding');
  const idTrail = idParam(params, 'idTrail');
  const idContent = idParam(params, 'idContent');
  const { user } = useSession();
  const idFuncionario = user?.usuarioId ?? 0;
  const toast = useReadingToast();
  const valid = idOnboarding > 0 && idTrail > 0 && idContent > 0 && idFuncionario > 0;
  const query = useEmployeeContent(
    {
      filtro: {
        id_funcionario: idFuncionario,
        id_onboarding: idOnboarding,
        id_trilha: idTrail,
        id_conteudo: idContent,
      },
    },
    valid,
  );
  const content = query.data;
  const start = useStartContent();
  const { run, pending } = useContinueReading();
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!content || content.data_inicio) return;
    const key = `${content.id_onboarding}:${content.id_trilha}:${content.id_conteudo}`;
    if (started.current === key) return;
    started.current = key;
    start.mutate(
      {
        ids: {
          id_funcionario: content.id_funcionario,
          id_onboarding: content.id_onboarding,
          id_trilha: content.id_trilha,
          id_conteudo: content.id_conteudo,
        },
        id_usuario_onboarding: content.id_usuario_onboarding,
        data_inicio: new Date().toISOString(),
      },
      { onError: () => toast.error(READING_MSG.startFailed) },
    );
  }, [content, start, toast]);

  const imageFailed = useRef(false);
  const onImageFail = useCallback(() => {
    if (imageFailed.current) return;
    imageFailed.current = true;
    toast.error(READING_MSG.unknownImage);
  }, [toast]);

  return (
    <SectionLayout title={content?.titulo_conteudo ?? 'Conteúdo'} back={trailUrl(idOnboarding, idTrail)}>
      {!valid && <Alert type="warning" showIcon title={MSG.notFound} />}
      {query.isLoading && <Skeleton active paragraph={{ rows: 8 }} />}
      {query.isError && <Alert type="error" showIcon title={errorText(query.error)} />}
      {content && (
        <article className="reading-content">
          {content.id_imagem_capa && (
            <ContentImage
              id={content.id_imagem_capa}
              alt="Capa do conteúdo"
              className="reading-content__cover"
              onFail={onImageFail}
            />
          )}
          <Typography.Title level={3} style={{ margin: 0 }}>
            {content.titulo_conteudo}
          </Typography.Title>
          {content.resumo && <p className="reading-content__summary">{content.resumo}</p>}
          <Hashtags cargo={content.cargo} departamento={content.departamento} empresa={content.empresa} />
          <RichTextView html={content.texto} />
          {content.imagens.length > 0 && (
            <div className="reading-content__images">
              {content.imagens.map((id, index) => (
                <ContentImage key={id} id={id} alt={`Imagem ${index + 1}`} onFail={onImageFail} />
              ))}
            </div>
          )}
          <div className="reading-content__footer">
            <Button
              type="primary"
              size="large"
              icon={<CheckOutlined />}
              loading={pending}
              onClick={() => void run(content)}
            >
              {content.finalizado ? 'Continuar' : 'Marcar como lido e continuar'}
            </Button>
          </div>
        </article>
      )}
    </SectionLayout>
  );
}
