{ judge doctor --self-test: each line's two numbers, summed. }
var a, b: int64;
begin
  while not seekeof(input) do
  begin
    readln(a, b);
    writeln(a + b);
  end;
end.
