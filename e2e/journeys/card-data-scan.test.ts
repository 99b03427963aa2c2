import { describe, expect, test } from 'vitest';
import { cardDataIn } from '../support/card-data-scan.ts';

// The search that runs on the portal's database and log after the whole suite (support/global-setup.ts).
describe('the card data scan', () => {
  test('finds card numbers, grouped or not, and CVV fields', () => {
    const text =
      'card_number=4111111111111111 x "5555 5555 5555 4444" y 3782-822463-10005 {"card_cvn":"123"} cvv=9876';
    expect(cardDataIn(text, 'here')).toEqual([
      'here: a Luhn-valid number ending in 1111',
      'here: a Luhn-valid number ending in 4444',
      'here: a Luhn-valid number ending in 0005',
      'here: a CVV field (card_cvn)',
      'here: a CVV field (cvv)',
    ]);
  });

  test('leaves tokens, transaction ids, log times, phones and masked numbers alone', () => {
    const text =
      '{"time":1795673842532,"pid":4242} token 7001000000000000004242 id 6000000000000000000001 ' +
      '+52 55 1234 5678 xxxxxxxxxxxx1111 •••• 4242 4111111111111112 ' +
      'hash ab4111111111111111cd uuid 0f8fad5b-d9cb-469f-a165-4111111111111111';
    expect(cardDataIn(text, 'here')).toEqual([]);
  });
});
