from judge.entry import main

main()
