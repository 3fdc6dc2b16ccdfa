/**
 * A roster file of `count` demo students for Demo Elementary School, Grade 3 - Room 204, as the
 * web app sends it to POST /api/admin/roster/student-imports (mapped rows plus the file's cells).
 * Every `refuseEvery`-th row has a grade that does not exist, so the import has refused rows.
 */
export function rosterFile(count: number, prefix: string, refuseEvery = 0) {
  const headers = ['username', 'password', 'date of birth', 'grade', 'school', 'class'];
  const records = Array.from({ length: count }, (_, i) => [
    `${prefix}${i + 1}`,
    `Readers${2000 + (i % 7000)}x`,
    '2016-05-04',
    refuseEvery > 0 && (i + 1) % refuseEvery === 0 ? '42' : '3',
    'Demo Elementary School',
    'Grade 3 - Room 204',
  ]);
  const rows = records.map((cells, i) => ({
    row: i + 1,
    username: cells[0],
    password: cells[1],
    dateOfBirth: cells[2],
    grade: cells[3],
    school: cells[4],
    class: cells[5],
  }));
  return { headers, records, rows, fileName: `${prefix}.csv` };
}
