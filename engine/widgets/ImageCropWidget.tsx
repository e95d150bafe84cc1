// Image upload with a cropper at a fixed ratio (ui:options: uploadUrl with {route params}, ratio,
// previewWidth/previewHeight, maxWidth/maxHeight of the stored image, minWidth of the source,
// maxBytes, accept, subject: what the image is in messages and the file name, default 'image'). The
// crop box is dragged over the image and sized with a slider; the crop is
// drawn on a canvas at most maxWidth x maxHeight, encoded (PNG, else JPEG at falling quality until
// it fits maxBytes) and uploaded; the value is the url the server answers.
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Box as MBox, Button, FileButton, Group, Image, Input, Slider, Stack, Text } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useParams } from 'react-router-dom';
import { RANK, rankWith, hasWidget } from '../core/testers';
import { showAlert } from '../feedback/alerts';
import { fieldProps, wrapperProps } from './fieldProps';
import { engineContext } from './formContext';
import { clampCrop, fillRoute, imageProblem, initialCrop, outputSize, type Box } from './input/imageCrop';
import { uploadFile } from './input/upload';
import type { WidgetEntry } from './types';

const VIEW_WIDTH = 480;

async function encode(canvas: HTMLCanvasElement, png: boolean, maxBytes: number): Promise<Blob | null> {
  const blob = (type: string, q?: number) => new Promise<Blob | null>((r) => canvas.toBlob(r, type, q));
  if (png) {
    const b = await blob('image/png');
    if (b && b.size <= maxBytes) return b;
  }
  for (const q of [0.92, 0.85, 0.75, 0.65, 0.5, 0.4]) {
    const b = await blob('image/jpeg', q);
    if (b && b.size <= maxBytes) return b;
  }
  return null;
}

function ImageCropWidget(props: WidgetProps) {
  const ctx = engineContext(props);
  const base = fieldProps(props);
  const params = useParams();
  const o = props.options as Record<string, unknown>;
  const ratio = Number(o.ratio ?? 2.8);
  const maxWidth = Number(o.maxWidth ?? 840);
  const maxHeight = Number(o.maxHeight ?? 300);
  const minWidth = Number(o.minWidth ?? 0);
  const maxBytes = Number(o.maxBytes ?? 50 * 1024);
  const previewWidth = Number(o.previewWidth ?? 280);
  const previewHeight = Number(o.previewHeight ?? 100);
  const accept = String(o.accept ?? 'image/png,image/jpeg');
  const subject = String(o.subject ?? 'image');
  const [source, setSource] = useState<{ url: string; img: HTMLImageElement; png: boolean } | null>(null);
  const [box, setBox] = useState<Box | null>(null);
  const [busy, setBusy] = useState(false);
  const drag = useRef<{ x: number; y: number; box: Box } | null>(null);

  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source.url);
    },
    [source],
  );

  const pick = (file: File | null) => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    const img = new window.Image();
    img.onload = () => {
      const problem = imageProblem(file, img.naturalWidth, { minWidth, types: accept.split(','), subject });
      if (problem) {
        URL.revokeObjectURL(url);
        showAlert({ message: ctx.t(problem), variant: 'danger' });
        return;
      }
      setSource({ url, img, png: file.type === 'image/png' });
      setBox(initialCrop(img.naturalWidth, img.naturalHeight, ratio));
    };
    img.onerror = () =>
      showAlert({ message: ctx.t('Only PNG or JPG files are accepted.'), variant: 'danger' });
    img.src = url;
  };

  const scale = source ? VIEW_WIDTH / source.img.naturalWidth : 1;
  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || !source) return;
    const dx = (e.clientX - drag.current.x) / scale;
    const dy = (e.clientY - drag.current.y) / scale;
    setBox(
      clampCrop(
        { ...drag.current.box, x: drag.current.box.x + dx, y: drag.current.box.y + dy },
        source.img.naturalWidth,
        source.img.naturalHeight,
        ratio,
        minWidth,
      ),
    );
  };

  const save = async () => {
    if (!source || !box) return;
    const size = outputSize(box, maxWidth, maxHeight);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext('2d')?.drawImage(source.img, box.x, box.y, box.w, box.h, 0, 0, size.width, size.height);
    setBusy(true);
    const blob = await encode(canvas, source.png, maxBytes);
    if (!blob) {
      setBusy(false);
      return showAlert({
        message: ctx.t(`The ${subject} is larger than ${Math.round(maxBytes / 1024)} KB.`),
        variant: 'danger',
      });
    }
    const file = new File([blob], `${subject}.${blob.type === 'image/png' ? 'png' : 'jpg'}`, {
      type: blob.type,
    });
    const reply = await uploadFile(
      fillRoute(String(o.uploadUrl ?? '/upload/'), params),
      file,
      () => undefined,
    );
    setBusy(false);
    if (reply.error || !reply.url)
      return showAlert({ message: ctx.t(reply.error ?? 'Request error'), variant: 'danger' });
    setSource(null);
    setBox(null);
    props.onChange(reply.url);
    ctx.touch(props.name);
  };

  const maxBoxW = source ? Math.min(source.img.naturalWidth, source.img.naturalHeight * ratio) : 0;
  return (
    <Input.Wrapper
      {...wrapperProps(base)}
    >
      <Stack gap="xs">
        {typeof props.value === 'string' && props.value && !source && (
          <Image
            src={props.value}
            alt={base.label ?? subject}
            maw={previewWidth}
            mah={previewHeight}
            fit="contain"
            data-testid="image-crop-preview"
          />
        )}
        {source && box && (
          <>
            <MBox
              pos="relative"
              w={VIEW_WIDTH}
              style={{ touchAction: 'none', userSelect: 'none' }}
              data-testid="image-crop-area"
            >
              <img src={source.url} alt="" width={VIEW_WIDTH} style={{ display: 'block', opacity: 0.5 }} />
              <div
                role="presentation"
                onPointerDown={(e) => {
                  e.currentTarget.setPointerCapture(e.pointerId);
                  drag.current = { x: e.clientX, y: e.clientY, box };
                }}
                onPointerMove={move}
                onPointerUp={() => (drag.current = null)}
                style={{
                  position: 'absolute',
                  left: box.x * scale,
                  top: box.y * scale,
                  width: box.w * scale,
                  height: box.h * scale,
                  outline: '2px solid var(--mantine-color-blue-6)',
                  cursor: 'move',
                  backgroundImage: `url(${source.url})`,
                  backgroundSize: `${VIEW_WIDTH}px auto`,
                  backgroundPosition: `${-box.x * scale}px ${-box.y * scale}px`,
                }}
              />
            </MBox>
            <Slider
              aria-label={ctx.t('Crop size')}
              min={Math.min(minWidth, maxBoxW)}
              max={maxBoxW}
              value={box.w}
              onChange={(w) =>
                setBox(
                  clampCrop(
                    { ...box, w, h: w / ratio },
                    source.img.naturalWidth,
                    source.img.naturalHeight,
                    ratio,
                    minWidth,
                  ),
                )
              }
              w={VIEW_WIDTH}
            />
            <Text size="xs" c="dimmed">
              {ctx.t('Preview')}
            </Text>
            <div
              style={{ width: previewWidth, height: previewHeight, overflow: 'hidden', position: 'relative' }}
              data-testid="image-crop-live"
            >
              <img
                src={source.url}
                alt=""
                style={{
                  position: 'absolute',
                  width: (source.img.naturalWidth * previewWidth) / box.w,
                  left: (-box.x * previewWidth) / box.w,
                  top: (-box.y * previewWidth) / box.w,
                  maxWidth: 'none',
                }}
              />
            </div>
          </>
        )}
        <Group gap="xs">
          <FileButton onChange={pick} accept={accept} disabled={busy || base.disabled}>
            {(p) => (
              <Button {...p} id={props.id} variant="light">
                {ctx.t('Choose file')}
              </Button>
            )}
          </FileButton>
          {source && (
            <Button onClick={() => void save()} loading={busy}>
              {ctx.t('Upload')}
            </Button>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}

export const imageCropWidget: WidgetEntry = {
  name: 'imageCrop',
  tester: rankWith(RANK.EXPLICIT, hasWidget('imageCrop')),
  component: ImageCropWidget,
};
