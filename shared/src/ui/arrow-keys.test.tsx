import { fireEvent, renderHook } from '@testing-library/react';
import { useWrappingArrowKeys } from './arrow-keys';

const press = (key: string) => fireEvent.keyDown(document, { key });

test('→ and ← move to the next and previous item, wrapping at both ends', () => {
  const onIndex = jest.fn();
  const { rerender } = renderHook(({ index }) => useWrappingArrowKeys(index, 3, onIndex), {
    initialProps: { index: 2 },
  });
  press('ArrowRight');
  expect(onIndex).toHaveBeenLastCalledWith(0);
  rerender({ index: 0 });
  press('ArrowLeft');
  expect(onIndex).toHaveBeenLastCalledWith(2);
  press('Enter');
  expect(onIndex).toHaveBeenCalledTimes(2);
});

test('a single item and a closed viewer leave the keys alone', () => {
  const onIndex = jest.fn();
  renderHook(() => useWrappingArrowKeys(0, 1, onIndex));
  press('ArrowRight');
  const { unmount } = renderHook(() => useWrappingArrowKeys(0, 4, onIndex));
  unmount();
  press('ArrowLeft');
  expect(onIndex).not.toHaveBeenCalled();
});
