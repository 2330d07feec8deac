-- One quantity per line (issue 43): a cart line holds at most 99 copies, as an order line does (005), so a cart never
-- holds what checkout refuses. The cart routes took up to 9999 before: such lines keep 99.
update cart_lines set quantity = 99 where quantity > 99;
alter table cart_lines drop constraint cart_lines_quantity_check;
alter table cart_lines add constraint cart_lines_quantity_check check (quantity between 1 and 99);
