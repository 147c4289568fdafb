import { useEffect, useState } from 'react';

/** True once the page is scrolled further than `px` (scrolled style after 100 px). */
export function useScrolledPast(px: number): boolean {
  // Not scrolled on the server and while hydrating; the effect reads the real position at once.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(window.scrollY > px);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [px]);
  return scrolled;
}
