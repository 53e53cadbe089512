import type { SVGProps } from 'react';

// Small hand-drawn brand marks for the footer (display only, spec section 2). An icon font
// or icon package would ship the full artwork of each logo with every page of the storefront.

type IconProps = SVGProps<SVGSVGElement>;

function Svg({ children, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden focusable="false" {...props}>
      {children}
    </svg>
  );
}

export const FacebookIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.5 1.6-1.5h1.7V4.4c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.3H7.4V14h2.8v8z" />
  </Svg>
);

export const XIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.5z" />
  </Svg>
);

export const InstagramIcon = (props: IconProps) => (
  <Svg fill="none" stroke="currentColor" strokeWidth="2" {...props}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
  </Svg>
);

export const LinkedInIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 9h3.5v11H4zM5.7 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4M9.5 9h3.4v1.5c.5-.9 1.7-1.8 3.4-1.8 3.6 0 4.2 2.3 4.2 5.3v6H17v-5.3c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H9.5z" />
  </Svg>
);

/** A card outline with the brand's name: recognisable, and tiny next to the real logos. */
function CardMark({ children, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 38 24" width="1.6em" height="1em" aria-hidden focusable="false" {...props}>
      <rect x="0.5" y="0.5" width="37" height="23" rx="3" fill="none" stroke="currentColor" />
      {children}
    </svg>
  );
}

// textLength squeezes the name into the card whatever font the page's CSS makes the text inherit.
const cardText = {
  x: 19,
  y: 15.5,
  textAnchor: 'middle',
  fill: 'currentColor',
  fontFamily: 'Arial, sans-serif',
  textLength: 28,
  lengthAdjust: 'spacingAndGlyphs',
  style: { fontSize: '8px' },
} as const;

export const VisaIcon = (props: IconProps) => (
  <CardMark {...props}>
    <text {...cardText} fontWeight="bold" fontStyle="italic">
      VISA
    </text>
  </CardMark>
);

export const MastercardIcon = (props: IconProps) => (
  <CardMark {...props}>
    <circle cx="15.5" cy="12" r="6" fill="currentColor" opacity="0.6" />
    <circle cx="22.5" cy="12" r="6" fill="currentColor" opacity="0.9" />
  </CardMark>
);

export const AmexIcon = (props: IconProps) => (
  <CardMark {...props}>
    <text {...cardText} fontWeight="bold">
      AMEX
    </text>
  </CardMark>
);

// The wallets the checkout offers (Stripe's payment request button, when the browser has one).
export const ApplePayIcon = (props: IconProps) => (
  <CardMark {...props}>
    {/* The longest name: the card's whole width, so it is squeezed less. */}
    <text {...cardText} textLength={33} fontWeight="bold">
      Apple Pay
    </text>
  </CardMark>
);

export const GooglePayIcon = (props: IconProps) => (
  <CardMark {...props}>
    <text {...cardText} fontWeight="bold">
      G Pay
    </text>
  </CardMark>
);
