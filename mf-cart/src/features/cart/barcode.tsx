/** EAN-13 (ISBN-13) barcode drawn as SVG: no library, no request. */
const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const G = ['0100111', '0110011', '0011011', '0100001', '0011101', '0111001', '0000101', '0010001', '0001001', '0010111'];
const R = ['1110010', '1100110', '1101100', '1000010', '1011100', '1001110', '1010000', '1000100', '1001000', '1110100'];
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** The 95 modules of an EAN-13 ('1' = bar), or null when the code is not 13 digits. */
export function ean13Modules(code: string): string | null {
  if (!/^\d{13}$/.test(code)) return null;
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0] ?? 0] ?? PARITY[0]!;
  const left = digits.slice(1, 7).map((digit, index) => (parity[index] === 'L' ? L : G)[digit]).join('');
  const right = digits.slice(7).map((digit) => R[digit]).join('');
  return `101${left}01010${right}101`;
}

export function Barcode({ code, height = 28 }: { code: string; height?: number }) {
  const modules = ean13Modules(code);
  if (!modules) return null;
  const bars: Array<{ x: number; width: number }> = [];
  for (let index = 0; index < modules.length; index++) {
    if (modules[index] !== '1') continue;
    const last = bars[bars.length - 1];
    if (last && last.x + last.width === index) last.width++;
    else bars.push({ x: index, width: 1 });
  }
  return (
    <svg className="barcode" viewBox={`0 0 ${modules.length} ${height}`} width={modules.length} height={height} role="img" aria-label={`EAN ${code}`} preserveAspectRatio="none">
      {bars.map((bar) => (
        <rect key={bar.x} x={bar.x} y={0} width={bar.width} height={height} fill="currentColor" />
      ))}
    </svg>
  );
}
