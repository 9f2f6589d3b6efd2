import { act, fireEvent, render, screen } from '@testing-library/react';
import { DownloadButton } from './download-button';

describe('DownloadButton', () => {
  it('is a plain link to the file, which downloads without scripts', () => {
    render(<DownloadButton title="Fiche" href="/media/documents/fiche.pdf" onDownload={async () => {}} />);
    const link = screen.getByRole('link', { name: 'Télécharger Fiche' });
    expect(link).toHaveAttribute('href', '/media/documents/fiche.pdf');
    expect(link).toHaveAttribute('download');
  });

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('goes idle → "Téléchargement..." (disabled) → "Téléchargé" for 2 s → idle', async () => {
    let resolve: () => void = () => {};
    const onDownload = jest.fn(() => new Promise<void>((r) => (resolve = r)));
    render(
      <DownloadButton title="Guide d’entretien" href="/media/documents/guide.pdf" onDownload={onDownload} />,
    );
    const button = screen.getByRole('link', { name: 'Télécharger Guide d’entretien' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Téléchargement…');
    fireEvent.click(button);
    expect(onDownload).toHaveBeenCalledTimes(1);
    await act(async () => resolve());
    expect(button).toHaveTextContent('Téléchargé');
    expect(button).not.toHaveAttribute('aria-disabled');
    act(() => jest.advanceTimersByTime(1999));
    expect(button).toHaveTextContent('Téléchargé');
    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveTextContent('Télécharger');
  });

  it('shows "Erreur" for 3 s when the download fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <DownloadButton
        title="Fiche"
        href="/media/documents/fiche.pdf"
        onDownload={() => Promise.reject(new Error('boom'))}
      />,
    );
    const button = screen.getByRole('link', { name: 'Télécharger Fiche' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(button).toHaveTextContent('Erreur');
    act(() => jest.advanceTimersByTime(2999));
    expect(button).toHaveTextContent('Erreur');
    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveTextContent('Télécharger');
  });
});
