/**
 * The API's `?` placeholders as node-postgres's `$n`, an array parameter becoming a list
 * (`in (?)` with ['a', 'b'] is `in ($1, $2)`), as knex binds them in the API.
 */
export function bind(sql, values) {
  const params = [];
  let i = 0;
  const text = sql.replace(/\?/g, () => {
    const value = values[i++];
    if (Array.isArray(value)) return value.map((v) => (params.push(v), `$${params.length}`)).join(', ');
    params.push(value);
    return `$${params.length}`;
  });
  return [text, params];
}
