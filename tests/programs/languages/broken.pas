program broken;
begin
  writeln('no end')
