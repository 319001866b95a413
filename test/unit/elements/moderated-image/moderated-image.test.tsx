import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import {
  type QuestionImage,
  questionImageSchema,
  toQuestionImage,
} from '../../../../src/api/question-moderation';
import {
  base64Payload,
  imageSourceOf,
  imageTabs,
  rasterTypeOf,
} from '../../../../src/elements/staff/shared/moderated-image/image-source';
import {
  ModeratedImage,
  type ModeratedImageChange,
  moderatedImageMode,
} from '../../../../src/elements/staff/shared/moderated-image/moderated-image';
import { injectFault, recordedRequests, setRole } from '../../../../src/mocks/controls';
import { SAMPLE_BASE64_PNG } from '../../../../src/mocks/data/questions';
import { state } from '../../../../src/mocks/state';

const QUESTION_ID = 7001;
const seeded = (index: number): QuestionImage =>
  structuredClone(state.questionStore.questions[0]?.images[index]) as QuestionImage;
const SVG_BASE64 = btoa('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** A parent that keeps the image's state, as the edit forms do. */
function Harness({
  image: initial,
  canApprove,
  onChange,
  onRemoved,
  disabled,
}: {
  image: QuestionImage;
  canApprove: boolean;
  onChange?: (change: ModeratedImageChange) => void;
  onRemoved?: (image: QuestionImage) => void;
  disabled?: boolean;
}) {
  const [image, setImage] = useState(initial);
  return (
    <ModeratedImage
      questionId={QUESTION_ID}
      image={image}
      canApprove={canApprove}
      disabled={disabled}
      onChange={(change) => {
        setImage((current) => ({ ...current, ...change }));
        onChange?.(change);
      }}
      onRemoved={(removed) => onRemoved?.(removed)}
    />
  );
}

beforeEach(() => setRole('moderator'));

describe('moderated image rules (staff §2.5)', () => {
  it('shows the approve checkbox only when the image can be approved and is not an expert image', () => {
    expect(moderatedImageMode({ isExpertImage: false }, true)).toBe('approve');
    expect(moderatedImageMode({ isExpertImage: true }, true)).toBe('deactivate');
    expect(moderatedImageMode({ isExpertImage: false }, false)).toBe('deactivate');
  });

  it('reads the picture type from the bytes, never from a data: prefix, and refuses SVG', () => {
    expect(rasterTypeOf(SAMPLE_BASE64_PNG)).toBe('image/png');
    expect(rasterTypeOf(base64Payload(`data:text/html;base64,${SAMPLE_BASE64_PNG}`))).toBe('image/png');
    expect(rasterTypeOf(SVG_BASE64)).toBeNull();
    expect(rasterTypeOf('%%%not base64')).toBeNull();
    expect(imageSourceOf({ base64Image: `data:image/svg+xml;base64,${SVG_BASE64}`, filePath: '' })).toEqual({
      kind: 'none',
      reason: 'unsupported',
    });
    expect(imageSourceOf({ base64Image: '', filePath: 'javascript:alert(1)' }).kind).toBe('none');
    expect(imageSourceOf({ base64Image: '', filePath: 'questions/a.jpg' })).toEqual({
      kind: 'file',
      src: 'http://127.0.0.1:4173/images/questions/a.jpg',
    });
  });

  it('reads a question image tolerantly (null and missing fields, unknown fields)', () => {
    const image = toQuestionImage(
      questionImageSchema.parse({ webImageFileRevisionsID: 5, altText: null, extra: { any: 1 } }),
    );
    expect(image).toMatchObject({ webImageFileRevisionsID: 5, altText: '', approved: false, answerId: 0 });
  });
});

describe('ModeratedImage', () => {
  it('approvable image: the approve checkbox and the alt text report both values', () => {
    const onChange = vi.fn();
    render(<Harness image={seeded(0)} canApprove onChange={onChange} />);
    const approve = screen.getByRole('checkbox', { name: 'Approve image' });
    expect(approve).not.toBeChecked();
    fireEvent.click(approve);
    expect(onChange).toHaveBeenLastCalledWith({ approved: true, altText: '' });
    fireEvent.change(screen.getByLabelText('Alt text'), { target: { value: 'Bumper of a 2019 F-150' } });
    expect(onChange).toHaveBeenLastCalledWith({ approved: true, altText: 'Bumper of a 2019 F-150' });
    expect(screen.queryByRole('button', { name: 'Deactivate Image' })).toBeNull();
  });

  it("expert images and images that cannot be approved get 'Deactivate Image' instead of the checkbox", () => {
    const { unmount } = render(<Harness image={seeded(2)} canApprove />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Deactivate Image' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Expert image: expert-install' })).toBeInTheDocument();
    unmount();
    render(<Harness image={seeded(1)} canApprove={false} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Deactivate Image' })).toBeInTheDocument();
  });

  it("only base64 images get 'Open Image In New Tab', which opens a blob URL of the checked type", async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:http://127.0.0.1:4173/8d1f';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const open = vi.spyOn(imageTabs, 'open').mockImplementation(() => undefined);
    const { unmount } = render(<Harness image={seeded(1)} canApprove={false} />);
    expect(screen.queryByRole('button', { name: 'Open Image In New Tab' })).toBeNull();
    expect(screen.getByRole('img')).toHaveAttribute('src', '/images/products/C13130.svg');
    unmount();

    render(
      <Harness
        image={{ ...seeded(0), base64Image: `data:text/html;base64,${SAMPLE_BASE64_PNG}` }}
        canApprove
      />,
    );
    expect(screen.getByRole('img')).toHaveAttribute('src', `data:image/png;base64,${SAMPLE_BASE64_PNG}`);
    fireEvent.click(screen.getByRole('button', { name: 'Open Image In New Tab' }));
    expect(open).toHaveBeenCalledWith('blob:http://127.0.0.1:4173/8d1f');
    expect(open.mock.calls.some(([url]) => url.startsWith('data:'))).toBe(false);
    expect(blobs[0]?.type).toBe('image/png');
    expect(blobs[0]?.size).toBe(atob(SAMPLE_BASE64_PNG).length);
  });

  it('an SVG sent as base64 is neither shown nor opened', () => {
    render(<Harness image={{ ...seeded(0), base64Image: SVG_BASE64 }} canApprove />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(/its data is not a PNG, JPEG, GIF or WebP picture/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open Image In New Tab' })).toBeNull();
  });

  it('asks before removing; keeping the image sends nothing', async () => {
    render(<Harness image={seeded(1)} canApprove={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this image?' });
    expect(dialog).toHaveTextContent('receiver-photo will be removed from this question.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep image' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(recordedRequests({ method: 'DELETE' })).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Deactivate Image' })).toBeInTheDocument();
  });

  it("removes the image after the confirmation: 'Image successfully removed'", async () => {
    const onRemoved = vi.fn();
    render(<Harness image={seeded(1)} canApprove={false} onRemoved={onRemoved} />);
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this image?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove image' }));
    const status = await screen.findByText('Image successfully removed');
    expect(status).toHaveAttribute('role', 'status');
    await waitFor(() => expect(status).toHaveFocus());
    expect(onRemoved).toHaveBeenCalledWith(expect.objectContaining({ baseFileName: 'receiver-photo' }));
    expect(recordedRequests({ method: 'DELETE' }).map((entry) => entry.path)).toEqual([
      '/api/question-moderation/question/image-delete/7001/receiver-photo_2/0',
    ]);
    expect(state.questionStore.questions[0]?.images.map((image) => image.baseFileName)).not.toContain(
      'receiver-photo',
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate Image' })).toBeNull();
  });

  it("an expert image's delete path names its answer", async () => {
    render(<Harness image={seeded(2)} canApprove={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Image' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove image' }));
    await screen.findByText('Image successfully removed');
    expect(recordedRequests({ method: 'DELETE' })[0]?.path).toBe(
      '/api/question-moderation/question/image-delete/7001/expert-install_1/9101',
    );
  });

  it("hides its buttons while the delete is in flight, then says 'Failed to remove question image'", async () => {
    injectFault({
      method: 'DELETE',
      path: '/api/question-moderation/question/*',
      status: 500,
      latencyMs: 300,
    });
    const onRemoved = vi.fn();
    render(<Harness image={seeded(0)} canApprove={false} onRemoved={onRemoved} />);
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Image' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove image' }));
    expect(await screen.findByText('Removing image…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate Image' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open Image In New Tab' })).toBeNull();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to remove question image');
    expect(alert).toHaveTextContent('The shop answered with an error (HTTP 500).');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(onRemoved).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Deactivate Image' })).toBeInTheDocument();
    expect(state.questionStore.questions[0]?.images).toHaveLength(3);
  });

  it("a 'false' answer (the shop has no such image) is a failure too", async () => {
    render(<Harness image={{ ...seeded(0), revision: 9 }} canApprove={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Image' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove image' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to remove question image');
  });

  it("while the parent form sends, the image's buttons hide and its fields are read-only", () => {
    render(<Harness image={seeded(0)} canApprove disabled />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Approve image' })).toBeDisabled();
    expect(screen.getByLabelText('Alt text')).toHaveAttribute('readonly');
  });

  it('shows the alt text error the parent gives, tied to the field', () => {
    render(
      <ModeratedImage
        questionId={QUESTION_ID}
        image={{ ...seeded(0), approved: true }}
        canApprove
        altTextError="Approved images need alt text."
        onChange={() => undefined}
        onRemoved={() => undefined}
      />,
    );
    expect(screen.getByLabelText('Alt text')).toHaveAccessibleDescription('Approved images need alt text.');
  });
});
