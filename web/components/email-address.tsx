import { chakra } from '@chakra-ui/react';
import { Fragment } from 'react';

/** 'jane.doe@example.org' → ['jane', '.doe', '@example', '.org']: the pieces an address may wrap between. */
export function emailPieces(address: string): string[] {
  return address.split(/(?=[@.])/).filter((piece) => piece !== '');
}

/**
 * An email address in a list: it wraps only before its @ and its dots (GOV.UK's way with long addresses), never
 * inside a word, and a column is never narrower than its longest piece; a piece wider than the screen still breaks
 * rather than overflow.
 */
export function EmailAddress({ address }: { address: string }) {
  return (
    <chakra.span overflowWrap="break-word">
      {emailPieces(address).map((piece, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </chakra.span>
  );
}
