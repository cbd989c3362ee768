{ Does what the input's mode says (tests/fixtures/languages/problems/modes). }
program modes(input, output);
type
  TBlock = array of longint;
var
  line, mode: string;
  p, code, n, i, zero: longint;
  a, b: int64;
  x: qword;
  held: array of TBlock;
begin
  readln(line);
  p := pos(' ', line + ' ');
  mode := copy(line, 1, p - 1);
  delete(line, 1, p);
  if (mode = 'ac') or (mode = 'wa') then
  begin
    p := pos(' ', line);
    val(copy(line, 1, p - 1), a, code);
    val(copy(line, p + 1, length(line)), b, code);
    if mode = 'wa' then writeln(a + b + 1) else writeln(a + b);
  end
  else if mode = 'tle' then
  begin
    x := 0;
    while x <> 1 do x := x + 2;
    writeln(x);
  end
  else if mode = 're' then
  begin
    zero := 0;
    writeln(1 div zero);
  end
  else if mode = 'mle' then
  begin
    setlength(held, 1000000);
    n := 0;
    while true do
    begin
      setlength(held[n], 262144);  { 1 MiB, every element written }
      for i := 0 to 262143 do held[n][i] := i;
      inc(n);
    end;
  end
  else if mode = 'huge' then
  begin
    setlength(held, 1);
    setlength(held[0], high(longint));  { 8 GiB at once }
    writeln(length(held[0]));
  end;
end.
