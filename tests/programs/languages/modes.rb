# Does what the input's mode says (tests/fixtures/languages/problems/modes): Ruby.
words = $stdin.readline.split
mode = words[0]
case mode
when "ac", "wa"
  puts words[1].to_i + words[2].to_i + (mode == "wa" ? 1 : 0)
when "tle"
  loop {}
when "re"
  raise "deliberate crash"
when "mle"
  held = []
  loop { held << ("x" * (1 << 20)) }
when "huge"
  puts ("x" * (1 << 40)).size
end
